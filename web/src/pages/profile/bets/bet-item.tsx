import type { Bet } from '@contract';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Badge } from '../../../components/ui/badge.tsx';
import {
  betMarketName,
  formatAmount,
  formatPrice,
  formatProfit,
  formatSignedPercent,
} from '../../../lib/bets.ts';
import { formatKickoff } from '../../../lib/format.ts';
import { formatShare } from '../../../lib/percent.ts';
import { formatInstant } from '../../../lib/price-age.ts';
import { cn } from '../../../lib/utils.ts';
import { DeleteBetDialog } from './delete-bet-dialog.tsx';
import { EditBetDialog } from './edit-bet-dialog.tsx';

const STATUS = {
  open: { label: 'Open', variant: 'outline' },
  won: { label: 'Won', variant: 'success' },
  lost: { label: 'Lost', variant: 'destructive' },
  void: { label: 'Void', variant: 'secondary' },
} as const satisfies Record<Bet['status'], { label: string; variant: string }>;

/** What the bet was on: the Strix match (linked, with its score once known) or the event typed. */
function BetEvent({ bet }: { bet: Bet }) {
  const { match } = bet;
  if (!match) {
    return (
      <p className="text-xs text-muted-foreground">
        {bet.event}
        {bet.league ? ` · ${bet.league}` : ''}
      </p>
    );
  }
  const kickoff = formatKickoff(match.kickoff, { day: match.kickoffDay });
  const score =
    match.homeScore !== null && match.awayScore !== null
      ? ` ${match.homeScore}–${match.awayScore}`
      : '';
  return (
    <p className="text-xs text-muted-foreground">
      <Link
        href={`/match/${match.id}`}
        className="underline-offset-4 outline-none hover:text-foreground hover:underline focus-visible:ring-2 focus-visible:ring-ring"
      >
        {match.homeTeam} vs {match.awayTeam}
        {score}
      </Link>
      {` · ${match.league}`}
      {kickoff ? ` · ${kickoff}` : ''}
    </p>
  );
}

/** Closing-line value once the closing price is known, or why there is none. */
function ClvFact({ bet }: { bet: Bet }) {
  if (bet.clv !== null) {
    return (
      <span data-testid="bet-clv">
        <span className={cn('font-semibold', bet.clv >= 0 ? 'text-success' : 'text-destructive')}>
          {formatSignedPercent(bet.clv)}
        </span>
        {bet.closingProb !== null ? (
          <span className="block text-xs text-muted-foreground">
            closing {formatShare(bet.closingProb)}
          </span>
        ) : null}
      </span>
    );
  }
  // Only Strix's matches have a closing line to measure against.
  if (!bet.match) return <span className="text-muted-foreground">None outside Strix</span>;
  if (bet.status === 'open') return <span className="text-muted-foreground">After kick-off</span>;
  return <span className="text-muted-foreground">{bet.clvNote ?? '—'}</span>;
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs text-muted-foreground">{label}</dt>
      <dd className="tabular-nums break-words">{children}</dd>
    </div>
  );
}

/** One bet: what it was on, its terms, its status, profit and CLV, and edit / delete. */
export function BetItem({ bet, userId }: { bet: Bet; userId: string }) {
  const status = STATUS[bet.status];
  const taken = formatInstant(bet.takenAt);
  return (
    <li
      className="rounded-xl border border-border bg-background/50 p-4"
      data-testid="bet"
      data-status={bet.status}
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-semibold break-words">
            <span data-testid="bet-selection">{bet.selectionLabel}</span>{' '}
            <span className="font-normal text-muted-foreground">
              · {betMarketName(bet.market, bet.leagueId)}
            </span>
          </p>
          <BetEvent bet={bet} />
        </div>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>
      <dl className="mt-3 grid grid-cols-2 gap-x-4 gap-y-2 text-sm sm:grid-cols-5">
        <Fact label="Price">{formatPrice(bet.price)}</Fact>
        <Fact label="Stake">{formatAmount(bet.stake)}</Fact>
        <Fact label="Profit">
          {bet.profit === null ? (
            <span className="text-muted-foreground">Not settled</span>
          ) : (
            <span
              data-testid="bet-profit"
              className={cn(
                'font-semibold',
                bet.profit > 0 && 'text-success',
                bet.profit < 0 && 'text-destructive',
              )}
            >
              {formatProfit(bet.profit)}
            </span>
          )}
        </Fact>
        <Fact label="CLV">
          <ClvFact bet={bet} />
        </Fact>
        <Fact label="Bookmaker">{bet.bookmaker ?? '—'}</Fact>
      </dl>
      {bet.note ? (
        <p className="mt-2 text-sm text-muted-foreground break-words">{bet.note}</p>
      ) : null}
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <p className="text-xs text-muted-foreground">{taken ? `Taken ${taken}` : null}</p>
        <div className="flex gap-2">
          <EditBetDialog bet={bet} userId={userId} />
          <DeleteBetDialog bet={bet} userId={userId} />
        </div>
      </div>
    </li>
  );
}
