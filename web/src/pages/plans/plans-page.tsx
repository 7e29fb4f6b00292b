import { PLANS } from '@contract';
import { Info } from 'lucide-react';
import { useEffect } from 'react';
import { useStatus } from '../../api/status.ts';
import { useSubscription } from '../../api/usage.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { useAccess } from '../../auth/use-access.ts';
import { BackLink } from '../../components/layout/back-link.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert.tsx';
import { Button } from '../../components/ui/button.tsx';
import { analyticsContents, readsNews } from '../../lib/news-offer.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { currentPlanId } from '../../lib/usage.ts';
import { CreditPacks } from './credit-packs.tsx';
import { PlanCard } from './plan-card.tsx';
import { PlanSummary } from './plan-summary.tsx';
import { PlansFaq, TrustNotes } from './plans-faq.tsx';
import { useCheckout } from './use-checkout.ts';
import { useCheckoutReturn } from './use-checkout-return.ts';

/** /plans#credits (from the limit modals and Settings) lands on the credit packs. */
function useScrollToHash() {
  useEffect(() => {
    const id = window.location.hash.slice(1);
    if (!id) return;
    // After the shell's scroll-to-top for the new page has run.
    const timer = setTimeout(() => {
      document.getElementById(id)?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    }, 50);
    return () => clearTimeout(timer);
  }, []);
}

function CheckoutCancelled({ onDismiss }: { onDismiss: () => void }) {
  return (
    <Alert className="mt-6" data-testid="checkout-cancelled">
      <Info aria-hidden="true" />
      <AlertTitle>Checkout cancelled</AlertTitle>
      <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
        No payment was taken. You can pick a plan or a credit pack whenever you like.
        <Button variant="ghost" size="sm" onClick={onDismiss}>
          Dismiss
        </Button>
      </AlertDescription>
    </Alert>
  );
}

export default function PlansPage() {
  const { user } = useAuth();
  const access = useAccess();
  const subscription = useSubscription(user?.id);
  const { cancelled, dismissCancelled } = useCheckoutReturn();
  useScrollToHash();
  const checkout = useCheckout();
  const news = readsNews(useStatus().data);
  usePageMeta('Plans & Credits');
  if (!user) return null;

  const currentPlan = access.limits ? currentPlanId(access.limits) : null;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-12">
      <BackLink href="/profile">Back to Profile</BackLink>

      <div className="mt-6 flex flex-col gap-6 md:flex-row md:items-end md:justify-between">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Plans &amp; Credits</h1>
          <p className="mt-2 max-w-xl text-muted-foreground">
            Start free. Upgrade for more daily predictions and the full analytics, or top up with
            credits that never expire.
          </p>
        </div>
        <PlanSummary user={user} access={access} info={subscription.data} />
      </div>

      {cancelled ? <CheckoutCancelled onDismiss={dismissCancelled} /> : null}

      <section aria-labelledby="plans-heading" className="mt-12">
        <h2 id="plans-heading" className="sr-only">
          Monthly plans
        </h2>
        <div className="grid gap-6 pt-3 md:grid-cols-3">
          {PLANS.map((plan) => (
            <PlanCard
              key={plan.id}
              plan={plan}
              currentPlan={currentPlan}
              pending={checkout.pendingPlan === plan.id}
              disabled={checkout.busy}
              onChoose={checkout.choosePlan}
              news={news}
            />
          ))}
        </div>
        <p
          className="mt-6 max-w-3xl text-sm leading-relaxed text-muted-foreground"
          data-testid="analytics-rule"
        >
          <span className="font-medium text-foreground">Advanced Analytics</span> (
          {analyticsContents(news)}) comes with every prediction you make, the one that uses up your
          last free prediction included. On match pages it shows while you can still make a
          prediction, with free predictions left today, credits or a plan, and is locked once you
          cannot. Signed-out visitors and shared links see the prediction only.
        </p>
      </section>

      <CreditPacks
        pendingPack={checkout.pendingPack}
        busy={checkout.busy}
        onBuy={checkout.buyPack}
      />
      <PlansFaq />
      <TrustNotes />
    </div>
  );
}
