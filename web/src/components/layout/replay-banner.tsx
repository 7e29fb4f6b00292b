import { AlertTriangle, History, Radio } from 'lucide-react';
import { useStatus } from '../../api/status.ts';
import { useAppClock } from '../../api/use-app-clock.ts';
import { hasProviderTrouble, liveStatusText, replayPricesAsOf } from '../../lib/data-status.ts';
import { formatDayMonthYear, replayBannerText } from '../../lib/format.ts';
import { cn } from '../../lib/utils.ts';

/**
 * A slim line over every page saying which clock the data runs on: the replay date (and the day
 * of its newest prices when earlier), or live with the odds' age and any failing or paused
 * provider.
 */
export function StatusBanner() {
  const { data, isError } = useStatus();
  const now = useAppClock();
  if (isError) return null;
  // Every page shows the line once the status arrives: its place is held until then, so the
  // page under it does not move down when it does.
  if (!data) {
    return (
      <div aria-hidden="true" className="border-b border-transparent py-1.5 text-xs">
        &nbsp;
      </div>
    );
  }

  if (data.mode === 'live') {
    const trouble = hasProviderTrouble(data);
    const Icon = trouble ? AlertTriangle : Radio;
    return (
      <div
        role="note"
        data-testid="status-line"
        className={cn(
          'border-b px-4 py-1.5 text-center text-xs font-medium',
          trouble
            ? 'border-warning/30 bg-warning/10 text-warning'
            : 'border-border bg-secondary/40 text-muted-foreground',
        )}
      >
        <Icon className="mr-1.5 inline size-3.5 -translate-y-px" aria-hidden="true" />
        {liveStatusText(data, now ?? new Date())}
      </div>
    );
  }

  const text = replayBannerText(data.asOf);
  if (!text) return null;
  const pricesAsOf = formatDayMonthYear(replayPricesAsOf(data));
  return (
    <div
      role="note"
      data-testid="replay-banner"
      className="border-b border-primary/20 bg-primary/10 px-4 py-1.5 text-center text-xs font-medium text-primary"
    >
      <History className="mr-1.5 inline size-3.5 -translate-y-px" aria-hidden="true" />
      {text}
      {/* One line on a phone: there the footer carries the prices' day. */}
      {pricesAsOf ? (
        <span className="hidden font-normal text-primary/80 sm:inline">
          {' '}
          · prices as of {pricesAsOf}
        </span>
      ) : null}
    </div>
  );
}
