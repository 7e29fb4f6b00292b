import type { Bet, UpdateBetRequest } from '@contract';
import { type FormEvent, useId, useState } from 'react';
import { useUpdateBet } from '../../../api/bets.ts';
import { userMessage } from '../../../api/client.ts';
import { BetFormFooter } from '../../../components/bets/bet-form-footer.tsx';
import { PriceField } from '../../../components/bets/price-field.tsx';
import { useConfirmation } from '../../../components/bets/use-confirmation.ts';
import { Button } from '../../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../../components/ui/dialog.tsx';
import { FormField } from '../../../components/ui/form-field.tsx';
import { Label } from '../../../components/ui/label.tsx';
import { NativeSelect } from '../../../components/ui/native-select.tsx';
import { Textarea } from '../../../components/ui/textarea.tsx';
import { toast } from '../../../components/ui/use-toast.ts';
import { parseStake } from '../../../lib/bets.ts';
import type { OddsFormat } from '../../../lib/odds-format.ts';
import { priceEntryOf, priceText } from '../../../lib/price-entry.ts';
import { useOddsFormat } from '../../../lib/use-odds-format.ts';

type Result = NonNullable<UpdateBetRequest['result']>;

export interface Draft {
  stake: string;
  /** As typed; null while untouched, shown as the recorded price in the person's format. */
  price: string | null;
  note: string;
  result: Result;
}

export const draftOf = (bet: Bet): Draft => ({
  stake: bet.stake.toFixed(2),
  price: null,
  note: bet.note ?? '',
  result: bet.status,
});

/**
 * Only what changed is sent: an unchanged price stays exactly as recorded (not rounded to what
 * its format shows); a new one goes as typed, with its format, for the server to read.
 */
export function betChanges(bet: Bet, draft: Draft, format: OddsFormat): UpdateBetRequest | string {
  const body: UpdateBetRequest = {};
  const stake = parseStake(draft.stake);
  if (stake.stake === null) return stake.problem;
  if (stake.stake !== bet.stake) body.stake = stake.stake;
  if (draft.price !== null && draft.price.trim() !== priceText(bet.price, format)) {
    const price = priceEntryOf(draft.price, format);
    if ('problem' in price) return price.problem;
    Object.assign(body, price);
  }
  const note = draft.note.trim();
  if (note !== (bet.note ?? '')) body.note = note || null;
  if (bet.canSetResult && draft.result !== bet.status) body.result = draft.result;
  return body;
}

/** Stake and price, the result for a bet outside Strix, and the note. */
function EditFields({
  bet,
  id,
  format,
  draft,
  setDraft,
}: {
  bet: Bet;
  id: string;
  format: OddsFormat;
  draft: Draft;
  setDraft: (draft: Draft) => void;
}) {
  return (
    <>
      <div className="grid grid-cols-2 gap-3">
        <FormField
          id={`${id}-stake`}
          label="Stake"
          inputMode="decimal"
          value={draft.stake}
          onChange={(e) => setDraft({ ...draft, stake: e.target.value })}
        />
        <PriceField
          className="col-span-2"
          id={`${id}-price`}
          format={format}
          value={draft.price ?? priceText(bet.price, format)}
          onChange={(price) => setDraft({ ...draft, price })}
        />
      </div>
      {bet.canSetResult ? (
        <div className="grid gap-2">
          <Label htmlFor={`${id}-result`}>Result</Label>
          <NativeSelect
            id={`${id}-result`}
            value={draft.result}
            onChange={(e) => setDraft({ ...draft, result: e.target.value as Result })}
          >
            <option value="open">Open (not settled)</option>
            <option value="won">Won</option>
            <option value="lost">Lost</option>
            <option value="void">Void</option>
          </NativeSelect>
        </div>
      ) : null}
      <div className="grid gap-2">
        <Label htmlFor={`${id}-note`}>Note</Label>
        <Textarea
          id={`${id}-note`}
          value={draft.note}
          maxLength={500}
          className="min-h-16"
          onChange={(e) => setDraft({ ...draft, note: e.target.value })}
        />
      </div>
    </>
  );
}

/**
 * PATCH .../bets/:id: stake, price and note; the result too, but only for a bet outside Strix
 * (Strix grades its own matches). A settled bet's profit and CLV follow the new terms.
 */
export function EditBetDialog({ bet, userId }: { bet: Bet; userId: string }) {
  const [open, setOpen] = useState(false);
  const [format] = useOddsFormat();
  const [draft, setDraftState] = useState(() => draftOf(bet));
  const [problem, setProblem] = useState<string | null>(null);
  const confirmation = useConfirmation();
  const update = useUpdateBet(userId);
  const id = useId();
  const setDraft = (next: Draft) => {
    setDraftState(next);
    confirmation.reset();
  };

  const setOpenAndReset = (next: boolean) => {
    setOpen(next);
    setDraft(draftOf(bet));
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = betChanges(bet, draft, format);
    setProblem(typeof body === 'string' ? body : null);
    if (typeof body === 'string') return;
    if (Object.keys(body).length === 0) {
      setOpen(false);
      return;
    }
    try {
      const confirm = confirmation.confirmFor(body) ? { confirm: true } : {};
      await update.mutateAsync({ betId: bet.id, ...body, ...confirm });
      toast({ title: 'Bet updated', variant: 'success' });
      setOpen(false);
    } catch (caught) {
      if (confirmation.ask(caught, body)) return;
      setProblem(userMessage(caught, 'The bet could not be updated. Please try again.'));
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpenAndReset}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Edit<span className="sr-only"> the bet on {bet.selectionLabel}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Edit bet</DialogTitle>
          <DialogDescription>
            {bet.selectionLabel}
            {bet.match
              ? ` · ${bet.match.homeTeam} vs ${bet.match.awayTeam}`
              : bet.event
                ? ` · ${bet.event}`
                : ''}
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <EditFields bet={bet} id={id} format={format} draft={draft} setDraft={setDraft} />
          <BetFormFooter
            problem={problem}
            confirmation={confirmation.sentence}
            pending={update.isPending}
            label="Save bet"
            pendingLabel="Saving..."
          >
            <Button variant="ghost" onClick={() => setOpenAndReset(false)}>
              Cancel
            </Button>
          </BetFormFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
