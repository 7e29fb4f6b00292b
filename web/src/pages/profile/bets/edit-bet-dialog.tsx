import type { Bet, UpdateBetRequest } from '@contract';
import { type FormEvent, useId, useState } from 'react';
import { useUpdateBet } from '../../../api/bets.ts';
import { userMessage } from '../../../api/client.ts';
import { BetFormFooter } from '../../../components/bets/bet-form-footer.tsx';
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
import { formatPrice, parsePrice, parseStake } from '../../../lib/bets.ts';

type Result = NonNullable<UpdateBetRequest['result']>;

export interface Draft {
  stake: string;
  price: string;
  note: string;
  result: Result;
}

export const draftOf = (bet: Bet): Draft => ({
  stake: bet.stake.toFixed(2),
  price: formatPrice(bet.price),
  note: bet.note ?? '',
  result: bet.status,
});

/** Only what changed is sent: an unchanged price stays exactly as recorded (not rounded). */
export function betChanges(bet: Bet, draft: Draft): UpdateBetRequest | string {
  const body: UpdateBetRequest = {};
  const stake = parseStake(draft.stake);
  if (stake.stake === null) return stake.problem;
  if (stake.stake !== bet.stake) body.stake = stake.stake;
  if (draft.price !== formatPrice(bet.price)) {
    const price = parsePrice(draft.price);
    if (price.price === null) return price.problem;
    body.price = price.price;
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
  draft,
  setDraft,
}: {
  bet: Bet;
  id: string;
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
        <FormField
          id={`${id}-price`}
          label="Decimal price"
          inputMode="decimal"
          value={draft.price}
          onChange={(e) => setDraft({ ...draft, price: e.target.value })}
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
  const [draft, setDraft] = useState(() => draftOf(bet));
  const [problem, setProblem] = useState<string | null>(null);
  const update = useUpdateBet(userId);
  const id = useId();

  const setOpenAndReset = (next: boolean) => {
    setOpen(next);
    setDraft(draftOf(bet));
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = betChanges(bet, draft);
    if (typeof body === 'string') {
      setProblem(body);
      return;
    }
    if (Object.keys(body).length === 0) {
      setOpen(false);
      return;
    }
    try {
      await update.mutateAsync({ betId: bet.id, ...body });
      toast({ title: 'Bet updated', variant: 'success' });
      setOpen(false);
    } catch (caught) {
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
          <EditFields bet={bet} id={id} draft={draft} setDraft={setDraft} />
          <BetFormFooter
            problem={problem}
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
