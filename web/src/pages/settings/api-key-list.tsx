import type { ApiKeySummary } from '../../api/api-keys.ts';
import { Badge } from '../../components/ui/badge.tsx';
import { formatKeyDay, formatLastUsed, formatUsage, orderKeys } from '../../lib/api-keys.ts';
import { RenameApiKeyDialog } from './rename-api-key-dialog.tsx';
import { RevokeApiKeyDialog } from './revoke-api-key-dialog.tsx';

function KeyItem({ apiKey, manageable }: { apiKey: ApiKeySummary; manageable: boolean }) {
  const revoked = apiKey.revokedAt !== null;
  const created = formatKeyDay(apiKey.createdAt);
  const revokedOn = formatKeyDay(apiKey.revokedAt);
  return (
    <li
      className="grid gap-2 rounded-xl border border-border bg-background/50 p-4"
      data-testid="api-key"
    >
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="font-medium break-words">{apiKey.name}</p>
          <p className="font-mono text-xs text-muted-foreground break-all">{apiKey.display}</p>
        </div>
        {revoked ? <Badge variant="outline">Revoked</Badge> : null}
      </div>
      <p className="text-xs text-muted-foreground">
        {created ? `Created ${created} · ` : null}
        {formatLastUsed(apiKey.lastUsedAt)}
        {revokedOn ? ` · Revoked ${revokedOn}` : null}
      </p>
      <p className="text-sm" data-testid="api-key-usage">
        {formatUsage(apiKey.usage)}
      </p>
      {manageable && !revoked ? (
        <div className="flex flex-wrap gap-2">
          <RenameApiKeyDialog apiKey={apiKey} />
          <RevokeApiKeyDialog apiKey={apiKey} />
        </div>
      ) : null}
    </li>
  );
}

/**
 * Every key on the account, working ones first. Revoked keys stay listed so their past usage
 * stays visible; `manageable` is false while the plan gives no API access (nothing to change).
 */
export function ApiKeyList({
  keys,
  manageable,
}: {
  keys: readonly ApiKeySummary[];
  manageable: boolean;
}) {
  return (
    <ul className="grid gap-3" aria-label="Your API keys">
      {orderKeys(keys).map((key) => (
        <KeyItem key={key.id} apiKey={key} manageable={manageable} />
      ))}
    </ul>
  );
}
