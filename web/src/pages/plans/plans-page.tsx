import {
  CREDIT_PACKAGES,
  type CreditPackageId,
  type PaidPlanId,
  PLANS,
  type Plan,
} from '@contract';
import { useQueryClient } from '@tanstack/react-query';
import {
  CalendarClock,
  Check,
  Coins,
  Info,
  LoaderCircle,
  Lock,
  RotateCcw,
  ShieldCheck,
  Sparkles,
  Users,
  X,
} from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import {
  fetchCheckoutStatus,
  goToCheckout,
  useCreateSubscription,
  usePurchaseCredits,
} from '../../api/billing.ts';
import { userMessage } from '../../api/client.ts';
import { invalidateBilling, useSubscription } from '../../api/usage.ts';
import { useAuth } from '../../auth/auth-context.ts';
import { useAccess } from '../../auth/use-access.ts';
import { BackLink } from '../../components/layout/back-link.tsx';
import { Alert, AlertDescription, AlertTitle } from '../../components/ui/alert.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import {
  Card,
  CardContent,
  CardDescription,
  CardFooter,
  CardHeader,
  CardTitle,
} from '../../components/ui/card.tsx';
import { toast } from '../../components/ui/use-toast.ts';
import { formatLongDate, formatUsd, initialOf } from '../../lib/format.ts';
import { usePageMeta } from '../../lib/page-meta.ts';
import { checkoutReturn, currentPlanId, planButton } from '../../lib/usage.ts';
import { cn } from '../../lib/utils.ts';
import { checkoutSessionOf, paymentMessage } from './checkout-return.ts';
import { FAQ } from './faq.ts';

/**
 * A webhook may fulfil a paid checkout a little after the person is back; the billing reads are
 * asked again at these delays so the new plan or credits show without a reload.
 */
/** Premium's feature of that name links to the API reference; its words stay the spec's. */
const API_ACCESS = 'API access';

const FULFILMENT_RECHECK_MS = [2_000, 6_000] as const;

const TRUST = [
  { icon: ShieldCheck, label: 'Secure Payments' },
  { icon: Users, label: '1000+ Happy Users' },
  { icon: RotateCcw, label: 'Cancel Anytime' },
] as const;

function PlanCard({
  plan,
  currentPlan,
  pending,
  disabled,
  onChoose,
}: {
  plan: Plan;
  /** Null until the limits have answered: no card is marked current on a guess. */
  currentPlan: string | null;
  pending: boolean;
  disabled: boolean;
  onChoose: (id: PaidPlanId) => void;
}) {
  const button = planButton(plan, currentPlan ?? 'free');
  const current = currentPlan !== null && button.kind === 'current';
  return (
    <Card
      className={cn(
        'relative flex flex-col',
        plan.popular &&
          'border-primary/50 shadow-[0_0_0_1px_var(--color-primary),0_30px_60px_-30px_var(--color-primary)]',
      )}
      aria-labelledby={`plan-${plan.id}`}
      role="group"
    >
      {plan.popular ? (
        <Badge variant="solid" className="absolute -top-3 left-1/2 -translate-x-1/2">
          <Sparkles aria-hidden="true" />
          Most Popular
        </Badge>
      ) : null}
      <CardHeader>
        <div className="flex items-center justify-between gap-2">
          <CardTitle id={`plan-${plan.id}`}>{plan.name}</CardTitle>
          {current ? <Badge variant="success">Current</Badge> : null}
        </div>
        <p className="mt-2 flex items-baseline gap-1">
          <span className="text-4xl font-bold tracking-tight">{formatUsd(plan.priceCents)}</span>
          <span className="text-sm text-muted-foreground">/{plan.interval}</span>
        </p>
        <CardDescription>{plan.description}</CardDescription>
      </CardHeader>
      <CardContent className="flex-1">
        <ul className="grid gap-2.5">
          {plan.features.map((feature) => (
            <li
              key={feature.text}
              className={cn(
                'flex items-start gap-2.5 text-sm',
                !feature.included && 'text-muted-foreground/70',
                feature.highlight && 'font-medium text-foreground',
              )}
            >
              {feature.included ? (
                <Check className="mt-0.5 size-4 shrink-0 text-success" aria-hidden="true" />
              ) : (
                <X className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
              )}
              <span>
                <span className="sr-only">
                  {feature.included ? 'Included: ' : 'Not included: '}
                </span>
                {feature.included && feature.text === API_ACCESS ? (
                  <Link
                    href="/developers"
                    className="underline decoration-foreground/30 underline-offset-4 hover:decoration-foreground"
                  >
                    {feature.text}
                  </Link>
                ) : (
                  feature.text
                )}
              </span>
            </li>
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        {button.kind === 'subscribe' ? (
          <Button
            className="w-full"
            variant={plan.popular ? 'default' : 'outline'}
            disabled={disabled || currentPlan === null}
            onClick={() => onChoose(plan.id as PaidPlanId)}
          >
            {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
            {pending ? 'Processing...' : button.label}
          </Button>
        ) : (
          <Button className="w-full" variant="secondary" disabled>
            {currentPlan === null ? plan.buttonText : button.label}
          </Button>
        )}
      </CardFooter>
    </Card>
  );
}

/**
 * Back from the hosted checkout (/plans?checkout=success|cancelled): a success toast or a neutral
 * note, fresh billing reads, and the query dropped from the address so a reload says nothing.
 */
function useCheckoutReturn() {
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

export default function PlansPage() {
  const { user } = useAuth();
  const access = useAccess();
  const subscription = useSubscription(user?.id);
  const subscribe = useCreateSubscription();
  const purchase = usePurchaseCredits();
  const [pendingPlan, setPendingPlan] = useState<PaidPlanId | null>(null);
  const [pendingPack, setPendingPack] = useState<CreditPackageId | null>(null);
  const { cancelled, dismissCancelled } = useCheckoutReturn();
  useScrollToHash();
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
  usePageMeta('Plans & Credits');
  if (!user) return null;

  const currentPlan = access.limits ? currentPlanId(access.limits) : null;
  const planName =
    access.isSubscribed && access.subscriptionPlan ? access.subscriptionPlan : 'Free';
  const info = subscription.data;
  const billingDate = formatLongDate(info?.nextBilling);

  const busy = pendingPlan !== null || pendingPack !== null;

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
        <Card className="flex items-center gap-3 px-4 py-3" data-testid="plan-summary">
          <span
            aria-hidden="true"
            className="grid size-10 shrink-0 place-items-center rounded-full bg-primary/15 text-lg font-bold text-primary"
          >
            {initialOf(user.name || user.email)}
          </span>
          <div className="grid gap-0.5">
            <p className="text-sm font-semibold">{user.name}</p>
            <p className="flex flex-wrap gap-x-3 text-xs text-muted-foreground">
              <span>
                Plan:{' '}
                <span className="font-medium text-foreground">
                  {access.isLoading ? '…' : planName}
                </span>
              </span>
              <span className="inline-flex items-center gap-1">
                <Coins className="size-3.5 text-primary" aria-hidden="true" />
                <span className="font-medium text-foreground" data-testid="credit-count">
                  {access.isLoading ? '…' : `${access.remainingCredits} credits`}
                </span>
              </span>
            </p>
            {billingDate ? (
              <p className="inline-flex items-center gap-1 text-xs text-muted-foreground">
                <CalendarClock className="size-3.5" aria-hidden="true" />
                {info?.cancelAtPeriodEnd
                  ? `Access until ${billingDate}`
                  : `Next billing: ${billingDate}`}
              </p>
            ) : null}
          </div>
        </Card>
      </div>

      {cancelled ? (
        <Alert className="mt-6" data-testid="checkout-cancelled">
          <Info aria-hidden="true" />
          <AlertTitle>Checkout cancelled</AlertTitle>
          <AlertDescription className="flex flex-wrap items-center justify-between gap-2">
            No payment was taken. You can pick a plan or a credit pack whenever you like.
            <Button variant="ghost" size="sm" onClick={dismissCancelled}>
              Dismiss
            </Button>
          </AlertDescription>
        </Alert>
      ) : null}

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
              pending={pendingPlan === plan.id}
              disabled={busy}
              onChoose={choosePlan}
            />
          ))}
        </div>
        <p
          className="mt-6 max-w-3xl text-sm leading-relaxed text-muted-foreground"
          data-testid="analytics-rule"
        >
          <span className="font-medium text-foreground">Advanced Analytics</span> (news, the odds
          comparison and value bets) comes with every prediction you make, the one that uses up your
          last free prediction included. On match pages it shows while you can still make a
          prediction, with free predictions left today, credits or a plan, and is locked once you
          cannot. Signed-out visitors and shared links see the prediction only.
        </p>
      </section>

      <section id="credits" aria-labelledby="credits-heading" className="mt-16 scroll-mt-20">
        <h2
          id="credits-heading"
          className="flex items-center gap-2 text-2xl font-bold tracking-tight"
        >
          <Coins className="size-6 text-primary" aria-hidden="true" />
          Pay as you go
        </h2>
        <p className="mt-2 text-muted-foreground">
          One credit = one prediction. Credits never expire.
        </p>
        <div className="mt-6 grid gap-4 sm:grid-cols-3">
          {CREDIT_PACKAGES.map((pack) => {
            const pending = pendingPack === pack.id;
            return (
              <Card
                key={pack.id}
                role="group"
                aria-labelledby={`pack-${pack.id}`}
                className={cn('relative flex flex-col p-5', pack.popular && 'border-primary/50')}
              >
                {pack.popular ? (
                  <Badge variant="solid" className="absolute -top-3 right-4">
                    Best Value
                  </Badge>
                ) : null}
                <h3 id={`pack-${pack.id}`} className="font-semibold">
                  {pack.name}
                </h3>
                <p className="mt-3 text-3xl font-bold tracking-tight">{pack.credits} credits</p>
                <p className="mt-1 text-sm text-muted-foreground">
                  {formatUsd(pack.priceCents)} · {formatUsd(pack.pricePerCreditCents)} each
                </p>
                <Button
                  className="mt-5 w-full"
                  variant={pack.popular ? 'default' : 'outline'}
                  disabled={busy}
                  onClick={() => buyPack(pack.id)}
                >
                  {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
                  {pending ? 'Processing...' : `Buy ${pack.name}`}
                </Button>
              </Card>
            );
          })}
        </div>
      </section>

      <section aria-labelledby="faq-heading" className="mt-16">
        <h2 id="faq-heading" className="text-2xl font-bold tracking-tight">
          Frequently asked questions
        </h2>
        <div className="mt-6 grid gap-3 md:grid-cols-2">
          {FAQ.map(({ question, answer }) => (
            <details
              key={question}
              className="group rounded-xl border border-border bg-card p-5 open:bg-card/80"
            >
              <summary className="flex cursor-pointer list-none items-center justify-between gap-4 rounded font-medium outline-none focus-visible:ring-2 focus-visible:ring-ring [&::-webkit-details-marker]:hidden">
                {question}
                <span
                  aria-hidden="true"
                  className="text-muted-foreground transition-transform group-open:rotate-45"
                >
                  +
                </span>
              </summary>
              <p className="mt-3 text-sm leading-relaxed text-muted-foreground">{answer}</p>
            </details>
          ))}
        </div>
      </section>

      <ul className="mt-12 grid gap-3 rounded-2xl border border-border bg-card/60 p-5 sm:grid-cols-3">
        {TRUST.map(({ icon: Icon, label }) => (
          <li key={label} className="flex items-center justify-center gap-2 text-sm font-medium">
            <Icon className="size-5 text-primary" aria-hidden="true" />
            {label}
          </li>
        ))}
      </ul>
      <p className="mt-4 flex items-center justify-center gap-1.5 text-xs text-muted-foreground">
        <Lock className="size-3.5" aria-hidden="true" />
        Checkout happens on our payment provider's secure page.
      </p>
    </div>
  );
}
