import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { useCreateBet } from '../../api/bets.ts';
import { userMessage } from '../../api/client.ts';
import { useAppClock } from '../../api/use-app-clock.ts';
import type { BetChoice, BetDraft } from '../../lib/bet-choices.ts';
import { parseStake, readLastStake, rememberStake } from '../../lib/bets.ts';
import type { OddsFormat } from '../../lib/odds-format.ts';
import { formatInstant } from '../../lib/price-age.ts';
import { priceText } from '../../lib/price-entry.ts';
import { useOddsFormat } from '../../lib/use-odds-format.ts';
import { cn } from '../../lib/utils.ts';
import { Button } from '../ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
} from '../ui/dialog.tsx';
import { FormField } from '../ui/form-field.tsx';
import { toast } from '../ui/use-toast.ts';
import { BetFormFooter } from './bet-form-footer.tsx';
import { StakeLimitCheck } from './stake-limit-notice.tsx';
import { useConfirmation } from './use-confirmation.ts';

// The market too: a row offers the home side on the moneyline and on the spread.
const choiceKey = (choice: BetChoice) =>
  `${choice.market}-${choice.selection}-${choice.line ?? ''}`;

/** The outcomes on offer, as radio buttons; a single one is simply stated. */
function ChoicePicker({
  choices,
  selected,
  format,
  onSelect,
}: {
  choices: BetChoice[];
  format: OddsFormat;
  selected: BetChoice;
  onSelect: (choice: BetChoice) => void;
}) {
  const name = useId();
  if (choices.length === 1) return null;
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">Your bet</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {choices.map((choice) => {
          const checked = choiceKey(choice) === choiceKey(selected);
          return (
            <label
              key={choiceKey(choice)}
              className={cn(
                'flex cursor-pointer items-center justify-between gap-2 rounded-lg border px-3 py-2 text-sm focus-within:ring-2 focus-within:ring-ring',
                checked ? 'border-primary bg-primary/10' : 'border-border',
              )}
            >
              <span className="flex min-w-0 items-center gap-2">
                <input
                  type="radio"
                  name={name}
                  checked={checked}
                  onChange={() => onSelect(choice)}
                  className="accent-primary"
                />
                <span className="min-w-0 break-words">{choice.label}</span>
              </span>
              <span className="font-semibold tabular-nums">{priceText(choice.price, format)}</span>
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}

/** What will be recorded, besides the stake: outcome, price, book and the moment. */
function BetSummary({
  choice,
  format,
  takenAt,
  picked,
}: {
  choice: BetChoice;
  format: OddsFormat;
  takenAt: Date | null;
  /** The outcome was picked just above: not said twice. */
  picked: boolean;
}) {
  return (
    <dl className="grid grid-cols-2 gap-x-4 gap-y-2 rounded-lg border border-border bg-background/50 p-3 text-sm">
      {picked ? null : (
        <div className="col-span-2">
          <dt className="text-xs text-muted-foreground">Outcome</dt>
          <dd className="font-semibold">{choice.label}</dd>
        </div>
      )}
      <div>
        <dt className="text-xs text-muted-foreground">Price</dt>
        <dd className="font-semibold tabular-nums">{priceText(choice.price, format)}</dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">Bookmaker</dt>
        <dd className="break-words">{choice.bookmaker}</dd>
      </div>
      <div className="col-span-2">
        <dt className="text-xs text-muted-foreground">Taken at</dt>
        <dd>{takenAt ? formatInstant(takenAt.toISOString()) : 'now'}</dd>
      </div>
    </dl>
  );
}

/** The request for the picked outcome: the price is the table's own decimal, sent as it is. */
const betRequest = (draft: BetDraft, choice: BetChoice, stake: number) => ({
  matchId: draft.matchId,
  market: choice.market,
  selection: choice.selection,
  line: choice.line,
  price: choice.price,
  stake,
  bookmaker: choice.bookmaker,
  source: draft.source,
});

/** The dialog's state and its submit: the outcome, the stake and what the server answered. */
function useTrackBetForm(draft: BetDraft, userId: string, onDone: () => void) {
  const create = useCreateBet(userId);
  const clock = useAppClock();
  const [choice, setChoice] = useState<BetChoice>(() => draft.choices[0] as BetChoice);
  const [stake, setStake] = useState(() => readLastStake() ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [format] = useOddsFormat();
  const confirmation = useConfirmation();

  const pick = (next: BetChoice) => {
    setChoice(next);
    confirmation.reset();
  };
  const changeStake = (next: string) => {
    setStake(next);
    confirmation.reset();
    if (problem) setProblem(parseStake(next).problem);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseStake(stake);
    setProblem(parsed.problem);
    if (parsed.stake === null) return;
    setFailure(null);
    const body = betRequest(draft, choice, parsed.stake);
    try {
      await create.mutateAsync({
        ...body,
        ...(clock ? { takenAt: clock.toISOString() } : {}),
        ...(confirmation.confirmFor(body) ? { confirm: true } : {}),
      });
      rememberStake(parsed.stake);
      toast({
        title: 'Bet recorded',
        description: `${choice.label} at ${priceText(choice.price, format)}. Find it in My bets.`,
        variant: 'success',
      });
      onDone();
    } catch (caught) {
      // The same bet a moment ago (a double click): recorded again only once confirmed.
      if (confirmation.ask(caught, body)) return;
      // A break from betting, a match already under way: the server's own sentence says so.
      setFailure(userMessage(caught, 'The bet could not be recorded. Please try again.'));
    }
  };

  const pending = create.isPending;
  return {
    choice,
    pick,
    stake,
    changeStake,
    problem,
    failure,
    format,
    clock,
    confirmation,
    pending,
    submit,
  };
}

/** The stake, the one thing typed: its problem is read out and named as the field's error. */
function StakeField({
  stake,
  problem,
  onChange,
}: {
  stake: string;
  problem: string | null;
  onChange: (stake: string) => void;
}) {
  const stakeId = useId();
  return (
    <div className="grid gap-1.5">
      <FormField
        id={stakeId}
        label="Stake"
        inputMode="decimal"
        autoComplete="off"
        autoFocus
        value={stake}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={problem ? true : undefined}
        aria-errormessage={problem ? `${stakeId}-problem` : undefined}
        hint="In your own units; the last stake you recorded on this device is filled in."
      />
      {problem ? (
        <p id={`${stakeId}-problem`} className="text-sm text-destructive" role="alert">
          {problem}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The one-click dialog: everything but the stake comes from what was clicked; the stake starts
 * as the one last used on this device. The bet is taken at the app's clock (the replay date
 * offline), so it is graded against what happened after that moment.
 */
export default function TrackBetDialog({
  draft,
  userId,
  open,
  onOpenChange,
}: {
  draft: BetDraft;
  userId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const form = useTrackBetForm(draft, userId, () => onOpenChange(false));
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Track this bet</DialogTitle>
          <DialogDescription>
            {draft.event}. Strix takes no wagers: this records a bet you placed with your bookmaker,
            graded when the match is settled.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={form.submit} noValidate className="grid gap-4">
          <ChoicePicker
            choices={draft.choices}
            selected={form.choice}
            format={form.format}
            onSelect={form.pick}
          />
          <BetSummary
            choice={form.choice}
            format={form.format}
            takenAt={form.clock}
            picked={draft.choices.length > 1}
          />
          <StakeField stake={form.stake} problem={form.problem} onChange={form.changeStake} />
          <StakeLimitCheck userId={userId} stake={form.stake} />
          <BetFormFooter
            problem={form.failure}
            confirmation={form.confirmation.sentence}
            pending={form.pending}
            label="Record bet"
            pendingLabel="Recording..."
          >
            <Button asChild variant="ghost">
              <Link href="/profile/bets" onClick={() => onOpenChange(false)}>
                My bets
              </Link>
            </Button>
          </BetFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
