import { LoaderCircle } from 'lucide-react';
import { useState } from 'react';
import { type ApiKeySummary, useRevokeApiKey } from '../../api/api-keys.ts';
import { userMessage } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
  DialogTrigger,
} from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { API_KEY_TEXTS } from '../../lib/api-keys.ts';

/** DELETE /api/user/api-keys/:id. Asks first: the key stops working at once and for good. */
export function RevokeApiKeyDialog({ apiKey }: { apiKey: ApiKeySummary }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  const revoke = useRevokeApiKey(user?.id);

  const confirm = async () => {
    try {
      await revoke.mutateAsync(apiKey.id);
      toast({ title: API_KEY_TEXTS.revoked, variant: 'success' });
      setOpen(false);
    } catch (caught) {
      toast({
        title: 'Could not revoke the key',
        description: userMessage(caught, 'Failed to revoke the API key. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" className="text-destructive">
          Revoke<span className="sr-only"> {apiKey.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle className="break-words">Revoke “{apiKey.name}”?</DialogTitle>
          <DialogDescription>
            Requests with <span className="font-mono break-all">{apiKey.display}</span> will be
            refused from now on. This cannot be undone; the key stays listed with its usage.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <Button variant="ghost" onClick={() => setOpen(false)}>
            Keep Key
          </Button>
          {/* Outlined in red: white on the solid destructive red is below 4.5:1 contrast. */}
          <Button
            variant="outline"
            className="border-destructive/60 text-destructive hover:border-destructive hover:bg-destructive/10"
            onClick={confirm}
            disabled={revoke.isPending}
          >
            {revoke.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {revoke.isPending ? 'Revoking...' : 'Revoke Key'}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
