import { BookOpen, Crown, Info, RotateCcw } from 'lucide-react';
import { Link } from 'wouter';
import { type ApiKeyListResponse, useApiKeys } from '../../api/api-keys.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Button } from '../../components/ui/button.tsx';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { API_KEY_TEXTS, formatLimits } from '../../lib/api-keys.ts';
import { ApiKeyList } from './api-key-list.tsx';
import { CreateApiKeyDialog } from './create-api-key-dialog.tsx';

/** What the API serves, in the order the reference lists it (the contract's v1 routes). */
const OFFER = [
  'Predictions for upcoming and past matches: the model, the market and what Strix published',
  'Bookmaker odds, each price with the time it was captured',
  'Value bets',
  'Team and player stats',
  'The graded record of past predictions',
] as const;

function ReferenceLink() {
  return (
    <Button asChild variant="outline">
      <Link href="/developers">
        <BookOpen aria-hidden="true" />
        API reference
      </Link>
    </Button>
  );
}

function Limits({ limits, lead }: { limits: ApiKeyListResponse['limits']; lead: string }) {
  return (
    <p className="text-sm text-muted-foreground">
      {lead}{' '}
      <span className="font-medium text-foreground" data-testid="api-limits">
        {formatLimits(limits)}
      </span>
    </p>
  );
}

/** Premium in force: keys can be created, used, renamed and revoked. */
function EnabledBody({ data }: { data: ApiKeyListResponse }) {
  return (
    <>
      <p className="text-sm text-muted-foreground">
        Read Strix's predictions, odds, value bets, stats and record from your own code. Send a key
        as <code className="font-mono text-xs break-words">Authorization: Bearer &lt;key&gt;</code>.
      </p>
      <Limits limits={data.limits} lead="Each key may make" />
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <CreateApiKeyDialog />
        <ReferenceLink />
      </div>
      {data.keys.length > 0 ? (
        <ApiKeyList keys={data.keys} manageable />
      ) : (
        <p className="text-sm text-muted-foreground">{API_KEY_TEXTS.noKeys}</p>
      )}
    </>
  );
}

/** No Premium: what the API offers and why keys do not work; old keys stay listed, read-only. */
function OfferBody({ data }: { data: ApiKeyListResponse }) {
  return (
    <>
      <div className="grid gap-2 text-sm">
        <p className="text-muted-foreground">Premium includes a read-only JSON API:</p>
        <ul className="grid list-disc gap-1 pl-5" data-testid="api-offer">
          {OFFER.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </div>
      <Limits limits={data.limits} lead="Each key may make" />
      {data.reason ? (
        <p
          className="flex items-start gap-2 rounded-xl border border-border bg-background/50 p-4 text-sm"
          data-testid="api-access-reason"
        >
          <Info className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <span className="min-w-0">{data.reason}</span>
        </p>
      ) : null}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:items-center">
        <Button asChild>
          <Link href="/plans">
            <Crown aria-hidden="true" />
            See Premium
          </Link>
        </Button>
        <ReferenceLink />
      </div>
      {data.keys.length > 0 ? <ApiKeyList keys={data.keys} manageable={false} /> : null}
    </>
  );
}

/** Settings → API access: keys for Premium subscribers, the offer for everyone else. */
export function ApiAccessCardBody() {
  const { user } = useAuth();
  const keys = useApiKeys(user?.id);

  if (keys.isPending) {
    return (
      <div className="grid gap-3" aria-busy="true">
        <Skeleton className="h-4 w-3/4" />
        <Skeleton className="h-10 w-32" />
      </div>
    );
  }
  if (keys.isError) {
    return (
      <div className="grid justify-items-start gap-3">
        <p className="text-sm text-muted-foreground">{API_KEY_TEXTS.loadFailed}</p>
        <Button variant="outline" onClick={() => keys.refetch()}>
          <RotateCcw aria-hidden="true" />
          Try again
        </Button>
      </div>
    );
  }
  return <ApiAccessContent data={keys.data} />;
}

/** The card once the list has answered (apart so it renders in tests without a server). */
export function ApiAccessContent({ data }: { data: ApiKeyListResponse }) {
  return data.enabled ? <EnabledBody data={data} /> : <OfferBody data={data} />;
}
