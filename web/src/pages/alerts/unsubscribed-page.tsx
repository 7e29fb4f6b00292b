import { Settings } from 'lucide-react';
import { Link, useSearch } from 'wouter';
import { Owl } from '../../components/owl/owl.tsx';
import { Button } from '../../components/ui/button.tsx';
import { usePageMeta } from '../../lib/page-meta.ts';

/** Where an alert mail's unsubscribe link lands, signed in or not. */
export default function UnsubscribedPage() {
  const invalid = new URLSearchParams(useSearch()).has('invalid');
  usePageMeta(invalid ? 'Link not recognised' : 'Alerts turned off');
  return (
    <section className="mx-auto flex max-w-lg flex-col items-center px-4 py-16 text-center sm:py-24">
      <Owl variant="explore" size={120} title="" />
      <h1 className="mt-6 text-3xl font-bold tracking-tight">
        {invalid ? 'Link not recognised' : 'Alerts turned off'}
      </h1>
      <p className="mt-3 text-muted-foreground">
        {invalid
          ? 'This unsubscribe link is not one Strix sent, or it was mistyped. You can turn alerts off in Settings.'
          : 'You will get no more alert emails from Strix. You can turn them back on in Settings at any time.'}
      </p>
      <Button asChild size="lg" className="mt-8">
        <Link href="/settings#alerts">
          <Settings aria-hidden="true" />
          Alert settings
        </Link>
      </Button>
    </section>
  );
}
