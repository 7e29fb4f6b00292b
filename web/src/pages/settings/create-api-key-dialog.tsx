import { LoaderCircle, Plus } from 'lucide-react';
import { type FormEvent, useState } from 'react';
import { type CreatedApiKey, useCreateApiKey } from '../../api/api-keys.ts';
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
import { keyNameProblem } from '../../lib/api-keys.ts';
import { ApiKeyNameField } from './api-key-name-field.tsx';
import { NewApiKeySecret } from './new-api-key-secret.tsx';

const NAME_ID = 'new-api-key-name';

function NameForm({ onCreated }: { onCreated: (created: CreatedApiKey) => void }) {
  const { user } = useAuth();
  const create = useCreateApiKey(user?.id);
  const [name, setName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = keyNameProblem(name);
    setProblem(found);
    if (found) return;
    try {
      // No toast: the dialog itself turns into the news, and a toast would sit over the secret.
      onCreated(await create.mutateAsync({ name: name.trim() }));
    } catch (caught) {
      // 403 (no Premium), 409 (ten keys already), 429 (too many today): the server's sentence.
      toast({
        title: 'Could not create the key',
        description: userMessage(caught, 'Failed to create the API key. Please try again.'),
        variant: 'destructive',
      });
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>Create an API key</DialogTitle>
        <DialogDescription>
          The key reads the API for your account. You will see it once, right after it is made.
        </DialogDescription>
      </DialogHeader>
      <form onSubmit={submit} noValidate className="grid gap-4">
        <ApiKeyNameField
          id={NAME_ID}
          value={name}
          problem={problem}
          onChange={(next) => {
            setName(next);
            if (problem) setProblem(keyNameProblem(next));
          }}
        />
        <DialogFooter className="mt-2">
          <Button type="submit" disabled={create.isPending}>
            {create.isPending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {create.isPending ? 'Creating...' : 'Create key'}
          </Button>
        </DialogFooter>
      </form>
    </>
  );
}

/**
 * Create key: asks for a name, then shows the secret in the same dialog. Closing forgets the
 * secret for good (the server keeps only its hash), and a stray tap outside cannot close it.
 */
export function CreateApiKeyDialog() {
  const [open, setOpen] = useState(false);
  const [created, setCreated] = useState<CreatedApiKey | null>(null);

  const setOpenAndForget = (next: boolean) => {
    setOpen(next);
    if (!next) setCreated(null);
  };

  return (
    <Dialog open={open} onOpenChange={setOpenAndForget}>
      <DialogTrigger asChild>
        <Button>
          <Plus aria-hidden="true" />
          Create key
        </Button>
      </DialogTrigger>
      <DialogContent
        onInteractOutside={(event) => {
          if (created) event.preventDefault();
        }}
      >
        {created ? (
          <NewApiKeySecret created={created} onDone={() => setOpenAndForget(false)} />
        ) : (
          <NameForm onCreated={setCreated} />
        )}
      </DialogContent>
    </Dialog>
  );
}
