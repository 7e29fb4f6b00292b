import { CREDIT_PACKAGES, type CreditPackageId } from '@contract';
import { Coins, LoaderCircle } from 'lucide-react';
import { Badge } from '../../components/ui/badge.tsx';
import { Button } from '../../components/ui/button.tsx';
import { Card } from '../../components/ui/card.tsx';
import { formatUsd } from '../../lib/format.ts';
import { cn } from '../../lib/utils.ts';

function CreditPack({
  pack,
  pending,
  disabled,
  onBuy,
}: {
  pack: (typeof CREDIT_PACKAGES)[number];
  pending: boolean;
  disabled: boolean;
  onBuy: (id: CreditPackageId) => void;
}) {
  return (
    <Card
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
        disabled={disabled}
        onClick={() => onBuy(pack.id)}
      >
        {pending ? <LoaderCircle className="animate-spin" aria-hidden="true" /> : null}
        {pending ? 'Processing...' : `Buy ${pack.name}`}
      </Button>
    </Card>
  );
}

/** Pay as you go (/plans#credits, linked from the limit modals and Settings). */
export function CreditPacks({
  pendingPack,
  busy,
  onBuy,
}: {
  pendingPack: CreditPackageId | null;
  busy: boolean;
  onBuy: (id: CreditPackageId) => void;
}) {
  return (
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
        {CREDIT_PACKAGES.map((pack) => (
          <CreditPack
            key={pack.id}
            pack={pack}
            pending={pendingPack === pack.id}
            disabled={busy}
            onBuy={onBuy}
          />
        ))}
      </div>
    </section>
  );
}
