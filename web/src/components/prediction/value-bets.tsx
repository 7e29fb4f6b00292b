import type { ValueBet } from '@contract';
import { Link } from 'wouter';
import { useAppClock } from '../../api/use-app-clock.ts';
import { choiceFromValueBet } from '../../lib/bet-choices.ts';
import { formatKickoff } from '../../lib/format.ts';
import { stakeText } from '../../lib/money.ts';
import { formatOdds } from '../../lib/odds-format.ts';
import { formatShare } from '../../lib/percent.ts';
import { type EvTier, evTier, formatExpectedValue, formatPercent } from '../../lib/prediction.ts';
import { usePreferences } from '../../lib/preferences-store.ts';
import { formatAge, formatInstant } from '../../lib/price-age.ts';
import { useOddsFormat } from '../../lib/use-odds-format.ts';
import { cn } from '../../lib/utils.ts';
import { TrackBetButton } from '../bets/track-bet-button.tsx';
import { EmptyLine } from './section-card.tsx';
import { Sportsbook } from './sportsbook-badge.tsx';

export const NO_VALUE_BETS = 'No value bets right now';

const percentOf = formatShare;
const signedPercent = (value: number) => `${value < 0 ? '-' : '+'}${Math.abs(value).toFixed(1)}%`;

/**
 * What Strix's probability is, beside the model column of the Model vs Market table: the card's
 * percentage is the published one the EV comes from, and the model alone can differ a lot.
 */
export function strixBasis(bet: ValueBet): string {
  const model = formatPercent(bet.modelAloneProbability);
  if (bet.probabilityBasis === 'pooled') return `model ${model} pooled with the market`;
  if (bet.probabilityBasis === 'market') return `the market's fair price; model alone ${model}`;
  return 'the model alone';
}

/** The EV were Strix's probability the allowance for error too high: what keeps a bet listed. */
export function cautiousLine(bet: ValueBet): string {
  const margin = bet.probabilityMargin === 1 ? 'a point' : `${bet.probabilityMargin} points`;
  return `${signedPercent(bet.cautiousExpectedValue)} if Strix is ${margin} too high`;
}

const TIER_STYLE: Record<EvTier, { card: string; badge: string; label: string }> = {
  strong: {
    card: 'border-success/40 bg-success/[0.07]',
    badge: 'bg-success text-success-foreground',
    label: 'Strong value',
  },
  medium: {
    card: 'border-warning/35 bg-warning/[0.06]',
    badge: 'bg-warning text-warning-foreground',
    label: 'Good value',
  },
  neutral: {
    card: 'border-border bg-background/50',
    badge: 'bg-secondary text-secondary-foreground',
    label: 'Small edge',
  },
};

/** How old the price is, against the app's clock: a price is only worth the moment it was true. */
function CapturedAge({ at }: { at: string }) {
  const now = useAppClock();
  const age = now ? formatAge(at, now) : null;
  if (!age) return null;
  const exact = formatInstant(at);
  return (
    <time
      dateTime={at}
      title={exact ? `Price captured ${exact}` : undefined}
      className="block text-xs text-muted-foreground"
    >
      {age}
      {exact ? <span className="sr-only">, captured {exact}</span> : null}
    </time>
  );
}

/**
 * How bets like this one did on history (the value-bet ledger), linked to the full table: the
 * EV above is a claim, this line is what such claims returned.
 */
function TrackRecordLine({ bet }: { bet: ValueBet }) {
  const history = bet.history;
  return (
    <p
      className={cn(
        'mt-3 rounded-lg px-3 py-2 text-sm',
        history && !history.earned ? 'bg-destructive/10 text-foreground' : 'bg-muted/60',
      )}
      data-testid="bets-like-this"
    >
      {history ? history.text : 'How bets like this did on history is being worked out.'}{' '}
      <Link
        href="/record#value-bets"
        className="text-xs underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        The value-bet ledger
      </Link>
    </p>
  );
}

/** The price, where it is, the two probabilities and the suggested stake. */
function ValueBetFigures({ bet }: { bet: ValueBet }) {
  const [format] = useOddsFormat();
  // In money when a bankroll is set in Preferences.
  const prefs = usePreferences();
  return (
    <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-4">
      <div>
        <dt className="text-xs text-muted-foreground">Odds</dt>
        <dd className="font-semibold tabular-nums">
          {formatOdds({ american: bet.odds, decimal: bet.decimalOdds }, format)}
          {bet.exchange ? (
            <span className="block text-xs font-normal text-muted-foreground">
              {formatOdds({ american: null, decimal: bet.netDecimalOdds }, format)} after{' '}
              {percentOf(bet.commission)} commission
            </span>
          ) : null}
        </dd>
      </div>
      <div className="min-w-0">
        <dt className="text-xs text-muted-foreground">Sportsbook</dt>
        <dd>
          <Sportsbook name={bet.sportsbook} className="max-w-full" />
          <CapturedAge at={bet.capturedAt} />
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Implied vs Strix</dt>
        <dd className="tabular-nums">
          {formatPercent(bet.impliedProbability)} <span className="text-muted-foreground">vs</span>{' '}
          <span className="font-semibold">{formatPercent(bet.modelProbability)}</span>
          <span className="block text-xs text-muted-foreground">{strixBasis(bet)}</span>
        </dd>
      </div>
      <div>
        <dt className="text-xs text-muted-foreground">Suggested stake</dt>
        <dd className="tabular-nums">{stakeText(bet.kellyStake, prefs)}</dd>
      </div>
    </dl>
  );
}

function ValueBetItem({
  bet,
  showMatch,
  hasDraw,
}: {
  bet: ValueBet;
  showMatch: boolean;
  hasDraw: boolean;
}) {
  // Bets like this lost money on history: the card claims no value tier (docs/models.md "Value bets").
  const tier: EvTier = bet.history?.earned === false ? 'neutral' : evTier(bet.expectedValue);
  const style = TIER_STYLE[tier];
  const kickoff = formatKickoff(bet.kickoff, { day: bet.kickoffDay });
  return (
    <li className={cn('rounded-xl border p-4', style.card)} data-tier={tier}>
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold">{bet.description}</p>
          {showMatch ? (
            <Link
              href={`/match/${bet.matchId}`}
              className="text-xs text-muted-foreground underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
            >
              {bet.homeTeam} vs {bet.awayTeam}
              {kickoff ? ` · ${kickoff}` : ''}
            </Link>
          ) : null}
        </div>
        <div className="text-right">
          <span
            className={cn('rounded-full px-2.5 py-0.5 text-xs font-bold tabular-nums', style.badge)}
            title={style.label}
          >
            {formatExpectedValue(bet.expectedValue)}
          </span>
          <p className="mt-1.5 text-xs text-muted-foreground tabular-nums">{cautiousLine(bet)}</p>
        </div>
      </div>

      <ValueBetFigures bet={bet} />

      <TrackRecordLine bet={bet} />
      {bet.analysis ? (
        <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{bet.analysis}</p>
      ) : null}
      <div className="mt-3 flex justify-end">
        <TrackBetButton
          draft={{
            matchId: bet.matchId,
            event: `${bet.homeTeam} vs ${bet.awayTeam}`,
            source: 'value-bet',
            choices: [choiceFromValueBet(bet, hasDraw)],
          }}
          context={`${bet.description} at ${bet.sportsbook}`}
        />
      </div>
    </li>
  );
}

/**
 * Bets whose price beats Strix's fair odds, styled by tier (EV above 10 strong, above 5
 * medium). `showMatch` names the fixture, for answers spanning several matches. With none,
 * `note` says why (how far the model and the market part, and the bar no price cleared).
 */
export function ValueBetList({
  bets,
  showMatch,
  note = null,
  hasDraw = () => false,
}: {
  bets: ValueBet[];
  showMatch: boolean;
  note?: string | null;
  /** Whether a bet's match has a draw (soccer's three-way market), to record the right market. */
  hasDraw?: (matchId: number) => boolean;
}) {
  if (bets.length === 0) {
    return (
      <div data-testid="no-value-bets">
        <EmptyLine>{NO_VALUE_BETS}</EmptyLine>
        {note ? (
          <p className="mt-1.5 text-sm leading-relaxed text-muted-foreground">{note}</p>
        ) : null}
      </div>
    );
  }
  return (
    <ul className="grid gap-3">
      {bets.map((bet) => (
        <ValueBetItem
          key={`${bet.matchId}-${bet.outcome}-${bet.sportsbook}-${bet.description}`}
          bet={bet}
          showMatch={showMatch}
          hasDraw={hasDraw(bet.matchId)}
        />
      ))}
    </ul>
  );
}
