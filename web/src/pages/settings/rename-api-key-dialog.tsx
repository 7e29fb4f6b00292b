import { useState } from 'react';
import { type ApiKeySummary, useRenameApiKey } from '../../api/api-keys.ts';
import { userMessage } from '../../api/client.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { ConfirmDialog } from '../../components/ui/confirm-dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { API_KEY_TEXTS, keyNameProblem } from '../../lib/api-keys.ts';
import { ApiKeyNameField } from './api-key-name-field.tsx';

/** PATCH /api/user/api-keys/:id: a new name; the key itself does not change. */
export function RenameApiKeyDialog({ apiKey }: { apiKey: ApiKeySummary }) {
  const { user } = useAuth();
  const rename = useRenameApiKey(user?.id);
  const [name, setName] = useState(apiKey.name);
  const [problem, setProblem] = useState<string | null>(null);

  // Each opening starts from the key's current name.
  const reset = () => {
    setName(apiKey.name);
    setProblem(null);
  };

  const confirm = async () => {
    const found = keyNameProblem(name);
    setProblem(found);
    if (found) return false;
    try {
      await rename.mutateAsync({ id: apiKey.id, name: name.trim() });
      toast({ title: API_KEY_TEXTS.renamed, variant: 'success' });
      return true;
    } catch (caught) {
      toast({
        title: 'Could not rename the key',
        description: userMessage(caught, 'Failed to rename the API key. Please try again.'),
        variant: 'destructive',
      });
      return false;
    }
  };

  return (
    <ConfirmDialog
      trigger={
        <>
          Rename<span className="sr-only"> {apiKey.name}</span>
        </>
      }
      triggerButton={{ variant: 'outline', size: 'sm' }}
      title="Rename API key"
      description={
        <>
          The key <span className="font-mono break-all">{apiKey.display}</span> keeps working as it
          is; only its name in this list changes.
        </>
      }
      keepLabel="Cancel"
      confirmLabel="Save name"
      pendingLabel="Saving..."
      confirmTone="default"
      pending={rename.isPending}
      onOpenChange={reset}
      onConfirm={confirm}
    >
      <ApiKeyNameField
        id={`rename-api-key-${apiKey.id}`}
        value={name}
        problem={problem}
        onChange={(next) => {
          setName(next);
          if (problem) setProblem(keyNameProblem(next));
        }}
      />
    </ConfirmDialog>
  );
}
