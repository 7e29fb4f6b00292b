import { type ApiKeySummary, useRevokeApiKey } from '../../api/api-keys.ts';
import { userMessage } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { API_KEY_TEXTS } from '../../lib/api-keys.ts';

/** DELETE /api/user/api-keys/:id. Asks first: the key stops working at once and for good. */
export function RevokeApiKeyDialog({ apiKey }: { apiKey: ApiKeySummary }) {
  const { user } = useAuth();
  const revoke = useRevokeApiKey(user?.id);

  const confirm = async () => {
    try {
      await revoke.mutateAsync(apiKey.id);
      toast({ title: API_KEY_TEXTS.revoked, variant: 'success' });
      return true;
    } catch (caught) {
      toast({
        title: 'Could not revoke the key',
        description: userMessage(caught, 'Failed to revoke the API key. Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <>
          Revoke<span className="sr-only"> {apiKey.name}</span>
        </>
      }
      title={`Revoke “${apiKey.name}”?`}
      description={
        <>
          Requests with <span className="font-mono break-all">{apiKey.display}</span> will be
          refused from now on. This cannot be undone; the key stays listed with its usage.
        </>
      }
      keepLabel="Keep Key"
      confirmLabel="Revoke Key"
      pendingLabel="Revoking..."
      pending={revoke.isPending}
      onConfirm={confirm}
    />
  );
}
