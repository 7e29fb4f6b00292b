import { House } from 'lucide-react';
import { Link } from 'wouter';
import { Owl } from '../components/owl/owl.tsx';
import { Button } from '../components/ui/button.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

export default function NotFoundPage() {
  usePageMeta('Page Not Found');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <Owl variant="explore" size={140} title="" />
      <p className="mt-6 text-sm font-semibold uppercase tracking-[0.18em] text-primary">404</p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">Page Not Found</h1>
      <p className="mt-3 text-muted-foreground">
        Our owl searched every branch and could not find this page. It may have moved, or the
        address may be mistyped.
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/">
          <House aria-hidden="true" />
          Back to Home
        </Link>
      </Button>
    </section>
  );
}
