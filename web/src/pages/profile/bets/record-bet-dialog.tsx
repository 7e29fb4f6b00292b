import type { CreateBetRequest, Interpretation } from '@contract';
import { Plus } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { useCreateBet } from '../../../api/bets.ts';
import { userMessage } from '../../../api/client.ts';
import { useAppClock } from '../../../api/use-app-clock.ts';
import { BetFormFooter } from '../../../components/bets/bet-form-footer.tsx';
import { PriceField } from '../../../components/bets/price-field.tsx';
import { StakeLimitCheck } from '../../../components/bets/stake-limit-notice.tsx';
import { useConfirmation } from '../../../components/bets/use-confirmation.ts';
import { useTypedInterpretation } from '../../../components/search/use-typed-interpretation.ts';
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
import { toast } from '../../../components/ui/use-toast.ts';
import { parseStake, readLastStake, rememberStake } from '../../../lib/bets.ts';
import type { OddsFormat } from '../../../lib/odds-format.ts';
import { priceEntryOf } from '../../../lib/price-entry.ts';
import { spreadName } from '../../../lib/sport-words.ts';
import { useOddsFormat } from '../../../lib/use-odds-format.ts';

type Market = CreateBetRequest['market'];
type Selection = CreateBetRequest['selection'];

const SELECTIONS: Record<Market, Selection[]> = {
  '1x2': ['home', 'draw', 'away'],
  moneyline: ['home', 'away'],
  spread: ['home', 'away'],
  total: ['over', 'under'],
};

/**
 * The market a match allows for what was picked: soccer takes 1x2 or a total; the US leagues a
 * moneyline, a spread or a total. Without a match, anything picked stands.
 */
export function marketFor(picked: Market, match: Pick<Interpretation, 'sport'> | null): Market {
  if (!match || picked === 'total') return picked;
  if (match.sport === 'soccer') return '1x2';
  return picked === 'spread' ? 'spread' : 'moneyline';
}

/** A line as typed: a decimal comma, a typographic minus and a leading + are all read. */
const lineOf = (text: string) => Number(text.trim().replace(',', '.').replace('−', '-'));

const SELECTION_WORDS: Record<Selection, string> = {
  home: 'Home',
  draw: 'Draw',
  away: 'Away',
  over: 'Over',
  under: 'Under',
};

export interface Form {
  event: string;
  market: Market;
  selection: Selection;
  line: string;
  price: string;
  stake: string;
  bookmaker: string;
}

/** A Strix match the typed text resolves to, not yet played at the clock. */
export function matchOf(result: { kind: string; interpretation?: Interpretation } | undefined) {
  const found = result?.kind === 'understood' ? result.interpretation : undefined;
  return found && found.matchId !== null && !found.hypothetical ? found : null;
}

/**
 * The request, or the sentence saying what to fix. The price goes as typed with the person's
 * odds format, for the server to read ('+145' in decimal is refused there, not taken as 145).
 */
export function requestOf(
  form: Form,
  match: Interpretation | null,
  format: OddsFormat,
): CreateBetRequest | string {
  const stake = parseStake(form.stake);
  if (stake.stake === null) return stake.problem;
  const price = priceEntryOf(form.price, format);
  if ('problem' in price) return price.problem;
  let line: number | null = null;
  if (form.market === 'total' || form.market === 'spread') {
    line = lineOf(form.line);
    if (!form.line.trim() || !Number.isFinite(line)) {
      return form.market === 'total'
        ? 'Enter the total’s line, like 2.5.'
        : 'Enter your side’s line, like -1.5 or +3.';
    }
  }
  const on = match
    ? { matchId: match.matchId as number }
    : form.event.trim()
      ? { event: form.event.trim() }
      : null;
  if (!on) return 'Say what the bet is on: a match or an event.';
  return {
    ...on,
    market: form.market,
    selection: form.selection,
    line,
    ...price,
    stake: stake.stake,
    bookmaker: form.bookmaker.trim() || null,
    source: 'manual',
  };
}

const EMPTY: Form = {
  event: '',
  market: '1x2',
  selection: 'home',
  line: '',
  price: '',
  stake: '',
  bookmaker: '',
};

interface FieldsProps {
  id: string;
  form: Form;
  setForm: (form: Form) => void;
  match: Interpretation | null;
}

/** What the bet is on, and whether Strix found it among its matches. */
function EventField({ id, form, setForm, match }: FieldsProps) {
  return (
    <div className="grid gap-1.5">
      <FormField
        id={`${id}-event`}
        label="Match or event"
        placeholder="Arsenal vs Chelsea"
        autoComplete="off"
        value={form.event}
        onChange={(e) => setForm({ ...form, event: e.target.value })}
      />
      <p
        className="text-xs text-muted-foreground"
        aria-live="polite"
        data-testid="record-bet-match"
      >
        {match
          ? `Strix match: ${match.label}. Graded by Strix.`
          : form.event.trim()
            ? 'Not one of Strix’s upcoming matches: kept as your own event.'
            : 'Type the teams to find the match.'}
      </p>
    </div>
  );
}

/** Market and selection; the selection is named for the match's sides when known. */
function MarketFields({
  id,
  form,
  setForm,
  match,
  market,
  selection,
}: FieldsProps & { market: Market; selection: Selection }) {
  return (
    <div className="grid grid-cols-2 gap-3">
      <div className="grid gap-2">
        <Label htmlFor={`${id}-market`}>Market</Label>
        <NativeSelect
          id={`${id}-market`}
          value={market}
          onChange={(e) => setForm({ ...form, market: e.target.value as Market })}
        >
          {(!match || match.sport === 'soccer') && <option value="1x2">Match result (1X2)</option>}
          {match?.sport !== 'soccer' && <option value="moneyline">Moneyline</option>}
          {match?.sport !== 'soccer' && (
            <option value="spread">
              {match ? spreadName(match.sport) : 'Spread / Run line / Puck line'}
            </option>
          )}
          <option value="total">Total (over/under)</option>
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={`${id}-selection`}>Selection</Label>
        <NativeSelect
          id={`${id}-selection`}
          value={selection}
          onChange={(e) => setForm({ ...form, selection: e.target.value as Selection })}
        >
          {SELECTIONS[market].map((s) => (
            <option key={s} value={s}>
              {match && s === 'home'
                ? match.home
                : match && s === 'away'
                  ? match.away
                  : SELECTION_WORDS[s]}
            </option>
          ))}
        </NativeSelect>
      </div>
    </div>
  );
}

/** Market, selection, line, price, stake and book. */
function TermsFields({
  format,
  ...props
}: FieldsProps & { format: OddsFormat; market: Market; selection: Selection }) {
  const { id, form, setForm, market } = props;
  return (
    <>
      <MarketFields {...props} />
      <div className="grid grid-cols-2 gap-3">
        {market === 'total' || market === 'spread' ? (
          <FormField
            id={`${id}-line`}
            label={market === 'spread' ? 'Your side’s line' : 'Line'}
            inputMode="decimal"
            placeholder={market === 'spread' ? '-1.5' : '2.5'}
            hint={
              market === 'spread'
                ? 'As your bet slip shows it for the side you backed: +1.5, -3.'
                : undefined
            }
            value={form.line}
            onChange={(e) => setForm({ ...form, line: e.target.value })}
          />
        ) : null}
        <PriceField
          className="col-span-2"
          id={`${id}-price`}
          format={format}
          value={form.price}
          onChange={(price) => setForm({ ...form, price })}
        />
        <FormField
          id={`${id}-stake`}
          label="Stake"
          inputMode="decimal"
          value={form.stake}
          onChange={(e) => setForm({ ...form, stake: e.target.value })}
        />
        <FormField
          id={`${id}-bookmaker`}
          label="Bookmaker"
          autoComplete="off"
          maxLength={60}
          value={form.bookmaker}
          onChange={(e) => setForm({ ...form, bookmaker: e.target.value })}
        />
      </div>
    </>
  );
}

/**
 * The dialog's state: the form as typed, the Strix match it resolves to (which keeps the market
 * to the match's sport: see marketFor), and the submit with its confirm step.
 */
function useRecordBetForm(userId: string) {
  const [open, setOpen] = useState(false);
  const [form, setFormState] = useState<Form>(EMPTY);
  const [problem, setProblem] = useState<string | null>(null);
  const [format] = useOddsFormat();
  const confirmation = useConfirmation();
  // Whatever the server asked to confirm no longer stands once the bet is changed.
  const setForm = (next: Form) => {
    setFormState(next);
    confirmation.reset();
  };
  const create = useCreateBet(userId);
  const clock = useAppClock();
  const interpretation = useTypedInterpretation(form.event, open);
  const match = matchOf(interpretation.data);
  const market = marketFor(form.market, match);
  const selections = SELECTIONS[market];
  const selection = selections.includes(form.selection)
    ? form.selection
    : (selections[0] as Selection);

  const setOpenAndReset = (next: boolean) => {
    setOpen(next);
    setForm({ ...EMPTY, stake: readLastStake() ?? '' });
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = requestOf({ ...form, market, selection }, match, format);
    setProblem(typeof body === 'string' ? body : null);
    if (typeof body === 'string') return;
    try {
      await create.mutateAsync({
        ...body,
        ...(clock ? { takenAt: clock.toISOString() } : {}),
        ...(confirmation.confirmFor(body) ? { confirm: true } : {}),
      });
      rememberStake(body.stake);
      toast({ title: 'Bet recorded', variant: 'success' });
      setOpen(false);
    } catch (caught) {
      if (confirmation.ask(caught, body)) return;
      setProblem(userMessage(caught, 'The bet could not be recorded. Please try again.'));
    }
  };

  const fields = { form, setForm, match, market, selection, format };
  return {
    open,
    setOpenAndReset,
    fields,
    problem,
    confirmation,
    pending: create.isPending,
    submit,
  };
}

/**
 * "Record a bet" by hand. Typing the teams finds the Strix match (as the search box does), so
 * Strix grades it; anything else is kept as an event of the person's own, settled by hand.
 */
export function RecordBetDialog({ userId }: { userId: string }) {
  const id = useId();
  const { open, setOpenAndReset, fields, problem, confirmation, pending, submit } =
    useRecordBetForm(userId);
  return (
    <Dialog open={open} onOpenChange={setOpenAndReset}>
      <DialogTrigger asChild>
        <Button size="sm">
          <Plus aria-hidden="true" />
          Record a bet
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-lg">
        <DialogHeader>
          <DialogTitle>Record a bet</DialogTitle>
          <DialogDescription>
            A bet you placed with your bookmaker. On a Strix match it is graded when the result is
            known; on anything else you set the result yourself.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <EventField id={id} form={fields.form} setForm={fields.setForm} match={fields.match} />
          <TermsFields id={id} {...fields} />
          <StakeLimitCheck userId={userId} stake={fields.form.stake} />
          <BetFormFooter
            problem={problem}
            confirmation={confirmation.sentence}
            pending={pending}
            label="Record bet"
            pendingLabel="Recording..."
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
