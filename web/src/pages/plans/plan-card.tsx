import type { PaidPlanId, Plan } from '@contract';
import { Check, LoaderCircle, Sparkles, X } from 'lucide-react';
import { Link } from 'wouter';
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
import { formatUsd } from '../../lib/format.ts';
import { planFeatureText } from '../../lib/news-offer.ts';
import { planButton } from '../../lib/usage.ts';
import { cn } from '../../lib/utils.ts';

/** Premium's feature of that name links to the API reference; its words stay the spec's. */
const API_ACCESS = 'API access';

/** One line of a plan's list: ticked or crossed, and said so to screen readers. */
function PlanFeature({ feature, news }: { feature: Plan['features'][number]; news: boolean }) {
  return (
    <li
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
        <span className="sr-only">{feature.included ? 'Included: ' : 'Not included: '}</span>
        {feature.included && feature.text === API_ACCESS ? (
          <Link
            href="/developers"
            className="underline decoration-foreground/30 underline-offset-4 hover:decoration-foreground"
          >
            {feature.text}
          </Link>
        ) : (
          planFeatureText(feature, news)
        )}
      </span>
    </li>
  );
}

function PlanButton({ plan, currentPlan, pending, disabled, onChoose }: PlanCardProps) {
  const button = planButton(plan, currentPlan ?? 'free');
  if (button.kind !== 'subscribe') {
    return (
      <Button className="w-full" variant="secondary" disabled>
        {currentPlan === null ? plan.buttonText : button.label}
      </Button>
    );
  }
  return (
    <Button
      className="w-full"
      variant={plan.popular ? 'default' : 'outline'}
      disabled={disabled || currentPlan === null}
      onClick={() => onChoose(plan.id as PaidPlanId)}
    >
      {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
      {pending ? 'Processing...' : button.label}
    </Button>
  );
}

interface PlanCardProps {
  plan: Plan;
  /** Null until the limits have answered: no card is marked current on a guess. */
  currentPlan: string | null;
  pending: boolean;
  disabled: boolean;
  onChoose: (id: PaidPlanId) => void;
  /** This server reads news feeds: the analytics line promises news outright. */
  news: boolean;
}

export function PlanCard(props: PlanCardProps) {
  const { plan, currentPlan } = props;
  const current = currentPlan !== null && planButton(plan, currentPlan).kind === 'current';
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
            <PlanFeature key={feature.text} feature={feature} news={props.news} />
          ))}
        </ul>
      </CardContent>
      <CardFooter>
        <PlanButton {...props} />
      </CardFooter>
    </Card>
  );
}
