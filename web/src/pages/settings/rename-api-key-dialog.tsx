import { LoaderCircle } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type ApiKeySummary, useRenameApiKey } from '../../api/api-keys.ts';
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
import { API_KEY_TEXTS, keyNameProblem } from '../../lib/api-keys.ts';
import { ApiKeyNameField } from './api-key-name-field.tsx';

/** PATCH /api/user/api-keys/:id: a new name; the key itself does not change. */
export function RenameApiKeyDialog({ apiKey }: { apiKey: ApiKeySummary }) {
  const { user } = useAuth();
  const rename = useRenameApiKey(user?.id);
  const [open, setOpen] = useState(false);
  const [name, setName] = useState(apiKey.name);
  const [problem, setProblem] = useState<string | null>(null);

  // Each opening starts from the key's current name.
  const setOpenAndReset = (next: boolean) => {
    setOpen(next);
    setName(apiKey.name);
    setProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = keyNameProblem(name);
    setProblem(found);
    if (found) return;
    try {
      await rename.mutateAsync({ id: apiKey.id, name: name.trim() });
      toast({ title: API_KEY_TEXTS.renamed, variant: 'success' });
      setOpen(false);
    } catch (caught) {
      toast({
        title: 'Could not rename the key',
        description: userMessage(caught, 'Failed to rename the API key. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <Dialog open={open} onOpenChange={setOpenAndReset}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          Rename<span className="sr-only"> {apiKey.name}</span>
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>Rename API key</DialogTitle>
          <DialogDescription>
            The key <span className="font-mono break-all">{apiKey.display}</span> keeps working as
            it is; only its name in this list changes.
          </DialogDescription>
        </DialogHeader>
        <form onSubmit={submit} noValidate className="grid gap-4">
          <ApiKeyNameField
            id={`rename-api-key-${apiKey.id}`}
            value={name}
            problem={problem}
            onChange={(next) => {
              setName(next);
              if (problem) setProblem(keyNameProblem(next));
            }}
          />
          <DialogFooter className="mt-2">
            <Button variant="ghost" onClick={() => setOpenAndReset(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={rename.isPending}>
              {rename.isPending ? (
                <LoaderCircle className="animate-spin" aria-hidden="true" />
              ) : null}
              {rename.isPending ? 'Saving...' : 'Save name'}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
