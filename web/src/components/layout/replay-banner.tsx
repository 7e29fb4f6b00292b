import { History } from 'lucide-react';
import { useStatus } from '../../api/status.ts';
import { replayBannerText } from '../../lib/format.ts';

/** A slim line over every page while Strix runs on the replay clock, naming its date. */
export function ReplayBanner() {
  const { data } = useStatus();
  const text = data?.mode === 'replay' ? replayBannerText(data.asOf) : null;
  if (!text) return null;
  return (
    <div
      role="note"
      data-testid="replay-banner"
      className="border-b border-primary/20 bg-primary/10 px-4 py-1.5 text-center text-xs font-medium text-primary"
    >
      <History className="mr-1.5 inline size-3.5 -translate-y-px" aria-hidden="true" />
      {text}
    </div>
  );
}
