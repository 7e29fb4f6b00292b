/**
 * Plans and credit packs, fixed by the product (product spec: 'Entities and their fields',
 * 'Roles and permissions', 'Business constants and limits'). Defined once here so the plans screen
 * and the billing service later charge and describe exactly the same things. Prices are in US cents
 * to keep money out of floating point.
 */

export const FREE_DAILY_PREDICTIONS = 5;

export type PlanId = 'free' | 'pro' | 'premium';
export type PaidPlanId = Exclude<PlanId, 'free'>;

export interface PlanFeature {
  text: string;
  included: boolean;
  /** Drawn with emphasis: the reason to pick this plan. */
  highlight?: boolean;
}

export interface Plan {
  id: PlanId;
  name: string;
  priceCents: number;
  interval: 'month';
  description: string;
  /** Predictions allowed per day; null means unlimited. */
  dailyPredictions: number | null;
  features: readonly PlanFeature[];
  popular: boolean;
  buttonText: string;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    priceCents: 0,
    interval: 'month',
    description: 'Try AI predictions on the games you care about.',
    dailyPredictions: FREE_DAILY_PREDICTIONS,
    features: [
      { text: `${FREE_DAILY_PREDICTIONS} predictions per day`, included: true },
      { text: 'Win probabilities and data confidence', included: true },
      { text: 'Key insights and recent form', included: true },
      { text: 'Community votes and sharing', included: true },
      // Shown with each prediction while predictions remain; blurred once the day's are used.
      { text: 'News, odds comparison and value bets', included: true },
      { text: 'API access', included: false },
    ],
    popular: false,
    buttonText: 'Current Plan',
  },
  {
    id: 'pro',
    name: 'Pro',
    priceCents: 999,
    interval: 'month',
    description: 'For regulars who check the numbers before every match day.',
    dailyPredictions: 50,
    features: [
      { text: '50 predictions per day', included: true, highlight: true },
      { text: 'Win probabilities and data confidence', included: true },
      { text: 'Key insights and recent form', included: true },
      { text: 'Community votes and sharing', included: true },
      { text: 'News, odds comparison and value bets', included: true, highlight: true },
      { text: 'API access', included: false },
    ],
    popular: true,
    buttonText: 'Upgrade to Pro',
  },
  {
    id: 'premium',
    name: 'Premium',
    priceCents: 1999,
    interval: 'month',
    description: 'No limits, plus programmatic access to every prediction.',
    dailyPredictions: null,
    features: [
      { text: 'Unlimited predictions', included: true, highlight: true },
      { text: 'Win probabilities and data confidence', included: true },
      { text: 'Key insights and recent form', included: true },
      { text: 'Community votes and sharing', included: true },
      { text: 'News, odds comparison and value bets', included: true },
      { text: 'API access', included: true, highlight: true },
    ],
    popular: false,
    buttonText: 'Upgrade to Premium',
  },
];

export type CreditPackageId = 'small' | 'medium' | 'large';

export interface CreditPackage {
  id: CreditPackageId;
  name: string;
  credits: number;
  priceCents: number;
  /** As advertised (rounded to the cent), not recomputed, so the card and the FAQ agree. */
  pricePerCreditCents: number;
  /** Marked 'Best Value'. */
  popular: boolean;
}

export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  {
    id: 'small',
    name: 'Starter Pack',
    credits: 10,
    priceCents: 499,
    pricePerCreditCents: 50,
    popular: false,
  },
  {
    id: 'medium',
    name: 'Popular Pack',
    credits: 25,
    priceCents: 999,
    pricePerCreditCents: 40,
    popular: true,
  },
  {
    id: 'large',
    name: 'Power Pack',
    credits: 60,
    priceCents: 1999,
    pricePerCreditCents: 33,
    popular: false,
  },
];

/**
 * One credit buys one prediction; credits never expire (product spec,
 * 'Business constants and limits').
 */
export const CREDITS_PER_PREDICTION = 1;

export interface CreateSubscriptionRequest {
  planType: PaidPlanId;
}

export interface PurchaseCreditsRequest {
  packageType: CreditPackageId;
}

/** Both billing calls answer with the payment provider's hosted checkout address. */
export interface CheckoutResponse {
  checkout_url: string;
}
