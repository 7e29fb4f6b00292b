import { CheckCircle2 } from 'lucide-react';

/**
 * Above an answer asked for again the same day: it is already in the person's predictions and
 * spent nothing this time. The server writes the sentence (`chargeNote`); null shows nothing.
 */
export function ChargeNote({ note }: { note: string | null }) {
  if (!note) return null;
  return (
    <p
      className="flex items-center gap-2 rounded-lg border border-primary/25 bg-primary/10 px-3 py-2 text-sm text-foreground"
      role="status"
      data-testid="charge-note"
    >
      <CheckCircle2 className="size-4 shrink-0 text-primary" aria-hidden="true" />
      {note}
    </p>
  );
}
