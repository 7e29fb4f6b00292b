import { Lock, RotateCcw, ShieldCheck, Users } from 'lucide-react';
import { FAQ } from './faq.ts';

const TRUST = [
  { icon: ShieldCheck, label: 'Secure Payments' },
  { icon: Users, label: '1000+ Happy Users' },
  { icon: RotateCcw, label: 'Cancel Anytime' },
] as const;

export function PlansFaq() {
  return (
    <section aria-labelledby="faq-heading" className="mt-16">
      <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
        Frequently asked questions
      </h2>
      <div className="mt-6 grid gap-3 md:grid-cols-2">
        {FAQ.map(({ question, answer }) => (
          <details
            key={question}
            className="group rounded-xl border border-border bg-card p-5 open:bg-card/80"
          >
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
              {question}
              <span
                aria-hidden="true"
                className="text-muted-foreground transition-transform group-open:rotate-45"
              >
                +
              </span>
            </summary>
            <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{answer}</p>
          </details>
        ))}
      </div>
    </section>
  );
}

/** The page's last words: what a buyer can count on, and where the payment happens. */
export function TrustNotes() {
  return (
    <>
      <ul className="mt-12 grid gap-3 rounded-2xl border border-border bg-card/60 p-5 sm:grid-cols-3">
        {TRUST.map(({ icon: Icon, label }) => (
          <li key={label} className="flex items-center justify-center gap-2 text-sm font-medium">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
        <Lock className="size-3.5" aria-hidden="true" />
        Checkout happens on our payment provider's secure page.
      </p>
    </>
  );
}
