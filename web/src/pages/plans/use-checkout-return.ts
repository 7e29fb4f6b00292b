import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { fetchCheckoutStatus } from '../../api/billing.ts';
import { invalidateBilling } from '../../api/usage.ts';
import { toast } from '../../components/ui/use-toast.ts';
import { checkoutReturn } from '../../lib/usage.ts';
import { checkoutSessionOf, paymentMessage } from './checkout-return.ts';

/**
 * A webhook may fulfil a paid checkout a little after the person is back; the billing reads are
 * asked again at these delays so the new plan or credits show without a reload.
 */
const FULFILMENT_RECHECK_MS = [2_000, 6_000] as const;

/**
 * The success toast says what was bought ('25 credits added to your account.'), read from the
 * server; while a webhook has not yet added it, it says so and checks again, then updates.
 * Not cancelled on leaving the page: marking billing reads stale is harmless anywhere.
 */
async function announcePayment(sessionId: string | null, refreshBilling: () => Promise<unknown>) {
  const read = () => (sessionId ? fetchCheckoutStatus(sessionId).catch(() => null) : null);
  let status = await read();
  const shown = toast({
    title: 'Payment Successful',
    description: paymentMessage(status),
    variant: 'success',
  });
  for (const ms of FULFILMENT_RECHECK_MS) {
    await new Promise((resolve) => setTimeout(resolve, ms));
    await refreshBilling();
    if (status?.status !== 'pending') continue;
    status = (await read()) ?? status;
    if (status.status === 'fulfilled') {
      shown.update({
        title: 'Payment Successful',
        description: paymentMessage(status),
        variant: 'success',
      });
    }
  }
}

/**
 * Back from the hosted checkout (/plans?checkout=success|cancelled): a success toast or a neutral
 * note, fresh billing reads, and the query dropped from the address so a reload says nothing.
 */
export function useCheckoutReturn() {
  const search = useSearch();
  const [, navigate] = useLocation();
  const queryClient = useQueryClient();
  const [cancelled, setCancelled] = useState(false);
  const handled = useRef<string | null>(null);
  const outcome = checkoutReturn(search);

  useEffect(() => {
    // Once per return, even when effects run twice (React's strict mode in development).
    if (!outcome || handled.current === search) return;
    handled.current = search;
    void invalidateBilling(queryClient);
    if (outcome === 'success') {
      void announcePayment(checkoutSessionOf(search), () => invalidateBilling(queryClient));
    } else {
      setCancelled(true);
    }
    navigate(`/plans${window.location.hash}`, { replace: true });
  }, [outcome, search, navigate, queryClient]);

  return { cancelled, dismissCancelled: () => setCancelled(false) };
}
