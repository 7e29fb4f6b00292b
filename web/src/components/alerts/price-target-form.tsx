import type { CreatePriceTargetRequest, MatchResponse } from '@contract';
import { BellRing } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { Link } from 'wouter';
import { PRICE_TARGET_BOUNDS } from '../../../../contract/alert-texts.ts';
import { useAlertSettings, useCreatePriceTarget } from '../../api/alerts.ts';
import { userMessage } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';
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
  const selectId = useId();
  const priceId = useId();
  if (!user || match.status !== 'upcoming') return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const picked = choices[choice]!;
    create.mutate(
      {
        matchId: match.id,
        market: picked.market,
        selection: picked.selection,
        line: picked.line,
        targetPrice: Number(price),
      },
      {
        onSuccess: (target) => {
          setPrice('');
          toast({
            title: 'Price target set',
            description: `We'll email you when ${target.description} reaches ${target.targetPrice.toFixed(2)}.`,
            variant: 'success',
          });
        },
        onError: (error) =>
          toast({
            title: 'Price target not set',
            description: userMessage(error, 'Please try again.'),
            variant: 'destructive',
          }),
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
          onChange={(event) => setChoice(Number(event.target.value))}
        >
          {choices.map((c, i) => (
            <option key={c.label} value={i}>
              {c.label}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="grid gap-2">
        <Label htmlFor={priceId}>reaches (decimal)</Label>
        <Input
          id={priceId}
          type="number"
          inputMode="decimal"
          required
          min={PRICE_TARGET_BOUNDS.min}
          max={PRICE_TARGET_BOUNDS.max}
          step={0.01}
          value={price}
          onChange={(event) => setPrice(event.target.value)}
        />
      </div>
      <Button type="submit" variant="outline" disabled={create.isPending}>
        <BellRing aria-hidden="true" />
        Set alert
      </Button>
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
