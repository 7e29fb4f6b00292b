import type { UserLimits } from '@contract';
import { Suspense, useEffect, useState } from 'react';
import type { Access } from '../../auth/use-access.ts';
import { LimitDialog, loadLimitDialog, SignInRequiredDialog } from './lazy-parts.ts';
import type { LimitDialogKind } from './limit-dialog.tsx';

/**
 * The home screen's modals (product spec, 'Screens and routes', 'Error catalogue'): Sign In
 * Required and the two limit ones.
 */
export function useHomeModals() {
  const [signInOpen, setSignInOpen] = useState(false);
  const [signInMounted, setSignInMounted] = useState(false);
  const [limitOpen, setLimitOpen] = useState<LimitDialogKind | null>(null);
  // The kind outlives the closing, so the dialog keeps its words while it closes.
  const [limitKind, setLimitKind] = useState<LimitDialogKind | null>(null);
  return {
    signInOpen,
    signInMounted,
    setSignInOpen,
    limitOpen: limitOpen !== null,
    limitKind,
    closeLimit: () => setLimitOpen(null),
    openSignIn: () => {
      setSignInMounted(true);
      setSignInOpen(true);
    },
    openLimit: (kind: LimitDialogKind) => {
      setLimitKind(kind);
      setLimitOpen(kind);
    },
  };
}

export type HomeModalState = ReturnType<typeof useHomeModals>;

/** Someone close to the limit is likely to see a limit modal soon: fetch it ahead of time. */
export function usePreloadLimitDialog(access: Access) {
  const nearLimit =
    access.limits !== undefined &&
    !access.isSubscribed &&
    access.remainingCredits === 0 &&
    (access.remainingPredictions ?? 0) <= 1;
  useEffect(() => {
    if (nearLimit) void loadLimitDialog();
  }, [nearLimit]);
}

/** Each modal mounts the first time it opens; until then its code is not even loaded. */
export function HomeModals({
  modals,
  limits,
}: {
  modals: HomeModalState;
  limits: UserLimits | undefined;
}) {
  return (
    <>
      {modals.signInMounted ? (
        <Suspense fallback={null}>
          <SignInRequiredDialog open={modals.signInOpen} onOpenChange={modals.setSignInOpen} />
        </Suspense>
      ) : null}
      {modals.limitKind ? (
        <Suspense fallback={null}>
          <LimitDialog
            kind={modals.limitKind}
            open={modals.limitOpen}
            onOpenChange={(open) => {
              if (!open) modals.closeLimit();
            }}
            limits={limits}
          />
        </Suspense>
      ) : null}
    </>
  );
}
