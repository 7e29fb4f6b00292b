import type { CreatePriceTargetRequest, MatchResponse } from '@contract';
import { BellRing } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { useAlertSettings, useCreatePriceTarget } from '../../api/alerts.ts';
import { userMessage } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import type { OddsFormat } from '../../lib/odds-format.ts';
import { PRICE_EXAMPLES, priceEntryOf, priceText } from '../../lib/price-entry.ts';
import { useOddsFormat } from '../../lib/use-odds-format.ts';
import { useConfirmation } from '../bets/use-confirmation.ts';
import { Alert, AlertDescription } from '../ui/alert.tsx';
import { Button } from '../ui/button.tsx';
import { Input } from '../ui/input.tsx';
import { Label } from '../ui/label.tsx';
import { NativeSelect } from '../ui/native-select.tsx';
import { toast } from '../ui/use-toast.ts';

type Choice = Pick<CreatePriceTargetRequest, 'market' | 'selection' | 'line'> & { label: string };

/** The selections a match offers targets on: the result, and the total on the books' line. */
export function targetChoices(
  match: Pick<MatchResponse, 'sport' | 'homeTeam' | 'awayTeam' | 'odds'>,
): Choice[] {
  const winner = match.sport === 'soccer' ? '1x2' : 'moneyline';
  const choices: Choice[] = [
    { market: winner, selection: 'home', line: null, label: `${match.homeTeam} to win` },
    ...(match.sport === 'soccer'
      ? [{ market: '1x2' as const, selection: 'draw' as const, line: null, label: 'Draw' }]
      : []),
    { market: winner, selection: 'away', line: null, label: `${match.awayTeam} to win` },
  ];
  const line = match.odds.find((row) => row.totalPoints !== null && !row.stale)?.totalPoints;
  if (line !== undefined && line !== null) {
    choices.push(
      { market: 'total', selection: 'over', line, label: `Over ${line}` },
      { market: 'total', selection: 'under', line, label: `Under ${line}` },
    );
  }
  return choices;
}

/**
 * The request for a target typed in the person's odds format, or the sentence saying what to
 * fix: the price goes as typed, for the server to read in that format.
 */
export function targetRequest(
  matchId: number,
  choice: Choice,
  text: string,
  format: OddsFormat,
): CreatePriceTargetRequest | string {
  const price = priceEntryOf(text, format);
  if ('problem' in price) return price.problem;
  const { label: _label, ...terms } = choice;
  return { matchId, ...terms, targetPrice: price.price, priceFormat: price.priceFormat };
}

/** "Alert me when <selection> reaches <price>" under a match's odds, for signed-in people. */
export function PriceTargetForm({
  match,
}: {
  match: Pick<MatchResponse, 'id' | 'sport' | 'homeTeam' | 'awayTeam' | 'odds' | 'status'>;
}) {
  const { user } = useAuth();
  const settings = useAlertSettings(user?.id);
  const create = useCreatePriceTarget(user?.id);
  const choices = targetChoices(match);
  const [choice, setChoice] = useState(0);
  const [price, setPrice] = useState('');
  const [format] = useOddsFormat();
  const confirmation = useConfirmation();
  const selectId = useId();
  const priceId = useId();
  if (!user || match.status !== 'upcoming') return null;

  const notSet = (description: string) =>
    toast({ title: 'Price target not set', description, variant: 'destructive' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = targetRequest(match.id, choices[choice]!, price, format);
    if (typeof body === 'string') return notSet(body);
    create.mutate(
      { ...body, ...(confirmation.confirmFor(body) ? { confirm: true } : {}) },
      {
        onSuccess: (target) => {
          setPrice('');
          confirmation.reset();
          toast({
            title: 'Price target set',
            description: `We'll email you when ${target.description} reaches ${priceText(target.targetPrice, format)}.`,
            variant: 'success',
          });
        },
        // A target far from the market: its sentence stays on the form until confirmed.
        onError: (error) => {
          if (!confirmation.ask(error, body)) notSet(userMessage(error, 'Please try again.'));
        },
      },
    );
  };

  return (
    <form
      className="mt-4 grid gap-3 border-t border-border pt-4 sm:grid-cols-[1fr_9rem_auto] sm:items-end"
      onSubmit={submit}
      aria-label="Price alert"
    >
      <div className="grid gap-2">
        <Label htmlFor={selectId}>Alert me when</Label>
        <NativeSelect
          id={selectId}
          value={choice}
          onChange={(event) => {
            setChoice(Number(event.target.value));
            confirmation.reset();
          }}
        >
          {choices.map((c, i) => (
            <option key={c.label} value={i}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={priceId}>reaches ({format})</Label>
        <Input
          id={priceId}
          inputMode={format === 'decimal' ? 'decimal' : 'text'}
          autoComplete="off"
          required
          placeholder={PRICE_EXAMPLES[format]}
          value={price}
          onChange={(event) => {
            setPrice(event.target.value);
            confirmation.reset();
          }}
        />
      </div>
      <Button type="submit" variant="outline" disabled={create.isPending}>
        <BellRing aria-hidden="true" />
        {confirmation.sentence ? 'Yes, set alert' : 'Set alert'}
      </Button>
      {confirmation.sentence ? (
        <Alert className="sm:col-span-3" data-testid="target-confirmation">
          <AlertDescription>{confirmation.sentence}</AlertDescription>
        </Alert>
      ) : null}
      {settings.data && !settings.data.priceTargets ? (
        <p className="text-sm text-muted-foreground sm:col-span-3">
          Price-target emails are off: turn them on in{' '}
          <Link href="/settings#alerts" className="underline">
            Settings
          </Link>
          .
        </p>
      ) : null}
    </form>
  );
}
