import type { Bet, BetsResponse } from '@contract';
import { useBets } from '../../../api/bets.ts';
import { ApiError, userMessage } from '../../../api/client.ts';
import { StakeLimitPanel } from '../../../components/bets/stake-limit-notice.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../../components/ui/alert.tsx';
import { EmptyState } from '../empty-state.tsx';
import { ListSkeleton, Section } from '../section.tsx';
import { BetItem } from './bet-item.tsx';
import { BetsBreakdowns } from './bets-breakdowns.tsx';
import { BetsSummaryCard } from './bets-summary.tsx';
import { CsvTools } from './csv-tools.tsx';
import { RecordBetDialog } from './record-bet-dialog.tsx';

export const NO_BETS_TITLE = 'No bets recorded yet';

function BetList({ bets, userId, testId }: { bets: Bet[]; userId: string; testId: string }) {
  return (
    <ul className="grid gap-3" data-testid={testId}>
      {bets.map((bet) => (
        <BetItem key={bet.id} bet={bet} userId={userId} />
      ))}
    </ul>
  );
}

/** The tab's content for a known answer: empty state, or the summary, the lists and breakdowns. */
export function BetsContent({ data, userId }: { data: BetsResponse; userId: string }) {
  const open = data.bets.filter((bet) => bet.status === 'open');
  const settled = data.bets.filter((bet) => bet.status !== 'open');
  const actions = (
    <div className="flex flex-wrap items-start gap-2">
      <RecordBetDialog userId={userId} />
      <CsvTools userId={userId} canExport={data.bets.length > 0} />
    </div>
  );

  if (data.bets.length === 0) {
    return (
      <Section title="My bets" action={actions} testId="bets-empty">
        <div className="grid gap-4">
          <StakeLimitPanel userId={userId} />
          <EmptyState title={NO_BETS_TITLE}>
            Use “Track bet” on a value bet, an odds row or a match page, or record one here. When
            its match is settled Strix grades it: won or lost, profit, and its closing-line value
            (how your price compares with the market’s last word before kick-off).
          </EmptyState>
        </div>
      </Section>
    );
  }

  return (
    <div className="grid gap-6">
      {actions}
      <StakeLimitPanel userId={userId} />
      <BetsSummaryCard summary={data.summary} asOf={data.asOf} />
      <Section
        title={`Open bets (${open.length})`}
        description="Graded once the result is known at Strix’s clock."
      >
        {open.length > 0 ? (
          <BetList bets={open} userId={userId} testId="bets-open" />
        ) : (
          <p className="text-sm text-muted-foreground">No open bets.</p>
        )}
      </Section>
      <Section title={`Settled bets (${settled.length})`}>
        {settled.length > 0 ? (
          <BetList bets={settled} userId={userId} testId="bets-settled" />
        ) : (
          <p className="text-sm text-muted-foreground">None of your bets has a result yet.</p>
        )}
      </Section>
      <BetsBreakdowns summary={data.summary} />
    </div>
  );
}

/**
 * Why the bets could not be shown. During a break from betting the server refuses with a 403
 * whose sentence says until when: that sentence is shown as it is, not a generic failure.
 */
export function BetsUnavailable({ error }: { error: unknown }) {
  const paused = error instanceof ApiError && error.status === 403 && error.serverMessage;
  return (
    <Alert data-testid={paused ? 'bets-paused' : 'bets-error'}>
      <AlertTitle>{paused ? 'Bet tracking is paused' : 'My bets could not be loaded'}</AlertTitle>
      <AlertDescription>
        {userMessage(error, 'This could not be loaded right now. Please try again later.')}
      </AlertDescription>
    </Alert>
  );
}

/** Profile → My bets: a signed-in person's own bets, graded at the app's clock. */
export default function BetsTab({ userId }: { userId: string }) {
  const bets = useBets(userId);
  const body = bets.isPending ? (
    <Section title="My bets">
      <ListSkeleton />
    </Section>
  ) : bets.isError ? (
    <BetsUnavailable error={bets.error} />
  ) : (
    <BetsContent data={bets.data} userId={userId} />
  );
  // The page's heading is the person's name (h1) and the cards' titles are h3: this h2 keeps the
  // outline whole for screen readers.
  return (
    <section aria-labelledby="my-bets-heading">
      <h2 id="my-bets-heading" className="sr-only">
        My bets
      </h2>
      {body}
    </section>
  );
}
