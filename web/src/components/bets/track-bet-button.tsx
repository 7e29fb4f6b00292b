import { NotebookPen } from 'lucide-react';
import { lazy, Suspense, useContext, useState } from 'react';
import { AuthContext } from '../../auth/auth-context.ts';
import type { BetDraft } from '../../lib/bet-choices.ts';
import { cn } from '../../lib/utils.ts';
import { Button } from '../ui/button.tsx';

// Both dialogs load on first use: the button sits on the home route, which has a size budget.
const loadTrackBetDialog = () => import('./track-bet-dialog.tsx');
const TrackBetDialog = lazy(loadTrackBetDialog);
const SignInRequiredDialog = lazy(() => import('../auth/sign-in-required-dialog.tsx'));

/**
 * "Track bet": one click opens a small dialog with the outcome, price, book and time filled in,
 * asking only for the stake. Signed-out people get the sign-in dialog instead. `context` names
 * what is tracked for screen readers ('Arsenal to win at Bet365'), since many buttons share the
 * visible label.
 */
export function TrackBetButton({
  draft,
  context,
  compact = false,
  className,
}: {
  draft: BetDraft;
  context: string;
  /** The odds table's rows: a smaller button under the book's name. */
  compact?: boolean;
  className?: string;
}) {
  // Read softly: the prediction cards also render where no sign-in exists (shared pages, tests).
  const user = useContext(AuthContext)?.user ?? null;
  const [open, setOpen] = useState(false);
  if (draft.choices.length === 0) return null;
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className={cn(compact && 'h-7 px-2 text-[0.7rem]', className)}
        onClick={() => setOpen(true)}
        onPointerEnter={user ? () => void loadTrackBetDialog() : undefined}
        data-testid="track-bet"
      >
        <NotebookPen aria-hidden="true" />
        Track bet<span className="sr-only">: {context}</span>
      </Button>
      {open ? (
        <Suspense fallback={null}>
          {user ? (
            <TrackBetDialog draft={draft} userId={user.id} open={open} onOpenChange={setOpen} />
          ) : (
            <SignInRequiredDialog open={open} onOpenChange={setOpen} />
          )}
        </Suspense>
      ) : null}
    </>
  );
}
