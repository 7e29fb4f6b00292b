import { useCallback, useState } from 'react';
import { confirmationOf } from '../../api/confirmation.ts';

/**
 * The confirm step of a form whose request the server may ask to confirm (409 with
 * `needsConfirmation`). `confirmFor(body)` is true only for the very request the server asked
 * about, so an edit after the question is checked afresh rather than confirmed unseen.
 */
export function useConfirmation() {
  const [asked, setAsked] = useState<{ sentence: string; request: string } | null>(null);
  const confirmFor = useCallback(
    (body: unknown) => asked !== null && asked.request === JSON.stringify(body),
    [asked],
  );
  /** True when the failure was such a question: its sentence is then shown. */
  const ask = useCallback((error: unknown, body: unknown) => {
    const sentence = confirmationOf(error);
    if (sentence) setAsked({ sentence, request: JSON.stringify(body) });
    return sentence !== null;
  }, []);
  const reset = useCallback(() => setAsked(null), []);
  return { sentence: asked?.sentence ?? null, confirmFor, ask, reset };
}
