import type { CreditPackageId, PaidPlanId } from '@contract';
import { useEffect, useState } from 'react';
import { goToCheckout, useCreateSubscription, usePurchaseCredits } from '../../api/billing.ts';
import { userMessage } from '../../api/client.ts';
import { toast } from '../../components/ui/use-toast.ts';

/**
 * Choosing a plan or a credit pack: the server opens a hosted checkout and the page goes there.
 * Until it has, the chosen button says 'Processing...' and every other one waits.
 */
export function useCheckout() {
  const subscribe = useCreateSubscription();
  const purchase = usePurchaseCredits();
  const [pendingPlan, setPendingPlan] = useState<PaidPlanId | null>(null);
  const [pendingPack, setPendingPack] = useState<CreditPackageId | null>(null);
  // Back from the checkout page with the browser's Back button: a page restored from the
  // back-forward cache would still read 'Processing...'.
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      setPendingPlan(null);
      setPendingPack(null);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);

  const choosePlan = (planType: PaidPlanId) => {
    setPendingPlan(planType);
    subscribe.mutate(
      { planType },
      {
        onSuccess: ({ checkout_url }) => goToCheckout(checkout_url),
        onError: (error) => {
          setPendingPlan(null);
          toast({
            title: 'Subscription Error',
            description: userMessage(error, 'Failed to create subscription. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const buyPack = (packageType: CreditPackageId) => {
    setPendingPack(packageType);
    purchase.mutate(
      { packageType },
      {
        onSuccess: ({ checkout_url }) => goToCheckout(checkout_url),
        onError: (error) => {
          setPendingPack(null);
          toast({
            title: 'Purchase Error',
            description: userMessage(error, 'Failed to process credit purchase. Please try again.'),
            variant: 'destructive',
          });
        },
      },
    );
  };

  const busy = pendingPlan !== null || pendingPack !== null;
  return { pendingPlan, pendingPack, busy, choosePlan, buyPack };
}
