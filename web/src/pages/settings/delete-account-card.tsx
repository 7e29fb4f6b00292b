import {
  type AccountDeletionStatus,
  AUTH_ERROR_QUERY_PARAM,
  DELETE_ACCOUNT_ANCHOR,
} from '@contract';
import { useState } from 'react';
import { useDeletionStatus } from '../../api/account-deletion.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { Skeleton } from '../../components/ui/skeleton.tsx';
import { DeleteAccountDialog } from './delete-account-dialog.tsx';

/**
 * Coming back from confirming with Google: the page's anchor is this card, and a refusal comes as
 * ?error=. Read once, and the address cleaned, so a reload does not show it again.
 */
function useGoogleReturn() {
  const [value] = useState(() => {
    const returned = window.location.hash === `#${DELETE_ACCOUNT_ANCHOR}`;
    const params = new URLSearchParams(window.location.search);
    const error = params.get(AUTH_ERROR_QUERY_PARAM);
    if (error) {
      params.delete(AUTH_ERROR_QUERY_PARAM);
      const query = params.toString();
      window.history.replaceState(
        null,
        '',
        `${window.location.pathname}${query ? `?${query}` : ''}${window.location.hash}`,
      );
    }
    return { returned, error: returned ? error : null };
  });
  return value;
}

export function DeleteAccountContent({
  status,
  returnError,
  returned,
}: {
  status: AccountDeletionStatus;
  returnError: string | null;
  returned: boolean;
}) {
  // Back from Google: the dialog opens again, showing the fresh confirmation or what went wrong.
  const reopen =
    returned &&
    status.confirmWith === 'google' &&
    (returnError !== null || status.googleConfirmedUntil !== null);
  return (
    <div className="grid gap-4 text-sm">
      <div className="grid gap-2">
        <p>
          <span className="font-medium">Deleted for good:</span> your account and sign-in, every
          session, your profile, pictures and avatars, searches, votes, follows, bets, alerts,
          limits and API keys. Your subscription is cancelled at once, with no further charges, and
          your public profile, shared predictions and leaderboard entries disappear.
        </p>
        <p className="text-muted-foreground">
          <span className="font-medium text-foreground">Kept without your name:</span> records of
          payments, which our accounts must keep, and your graded predictions in the public track
          record, with nothing that says they were yours.
        </p>
      </div>
      <div>
        <DeleteAccountDialog status={status} returnError={returnError} initiallyOpen={reopen} />
      </div>
    </div>
  );
}

export function DeleteAccountCardBody() {
  const { user } = useAuth();
  const status = useDeletionStatus(user?.id);
  const back = useGoogleReturn();
  if (!status.data) return <Skeleton className="h-24 w-full" />;
  return (
    <DeleteAccountContent status={status.data} returnError={back.error} returned={back.returned} />
  );
}
