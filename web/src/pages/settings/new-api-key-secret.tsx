import { Check, Copy } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { CreatedApiKey } from '../../api/api-keys.ts';
import { Button } from '../../components/ui/button.tsx';
import {
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '../../components/ui/dialog.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { API_KEY_TEXTS } from '../../lib/api-keys.ts';
import { copyText } from '../../lib/share-actions.ts';

/** The one time the full key is on screen: wrapped to the dialog's width, with a Copy button. */
export function NewApiKeySecret({
  created,
  onDone,
}: {
  created: CreatedApiKey;
  onDone: () => void;
}) {
  const [copied, setCopied] = useState(false);
  const copyButton = useRef<HTMLButtonElement>(null);
  // The name form's submit button is gone; focus lands on Copy, not on Done (which would close
  // the dialog, and the secret with it, on a stray Enter).
  useEffect(() => copyButton.current?.focus(), []);

  const copy = async () => {
    if (await copyText(created.secret)) {
      setCopied(true);
      toast({ title: API_KEY_TEXTS.copied, variant: 'success' });
    } else {
      toast({ title: API_KEY_TEXTS.copyFailed, variant: 'destructive' });
    }
  };

  return (
    <>
      <DialogHeader>
        <DialogTitle>{API_KEY_TEXTS.created}</DialogTitle>
        <DialogDescription>{API_KEY_TEXTS.secretOnce}</DialogDescription>
      </DialogHeader>
      <div className="grid gap-2">
        <p className="text-sm font-medium break-words">{created.key.name}</p>
        <code
          className="block rounded-lg border border-border bg-background p-3 font-mono text-sm break-all select-all"
          data-testid="api-key-secret"
        >
          {created.secret}
        </code>
        <p className="text-xs text-muted-foreground">
          Keep it somewhere safe, such as a password manager or your app's secret settings. Anyone
          with the key can use your API quota; revoke it here if it leaks.
        </p>
      </div>
      <DialogFooter>
        <Button variant="ghost" onClick={onDone}>
          Done
        </Button>
        <Button ref={copyButton} onClick={copy}>
          {copied ? <Check aria-hidden="true" /> : <Copy aria-hidden="true" />}
          {copied ? 'Copied' : 'Copy key'}
        </Button>
      </DialogFooter>
    </>
  );
}
