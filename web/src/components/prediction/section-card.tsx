import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '../../lib/utils.ts';
import { Card, CardContent, CardHeader } from '../ui/card.tsx';

/** A titled card for one part of a prediction; `action` sits at the right of the title. */
export function SectionCard({
  title,
  icon: Icon,
  action,
  className,
  children,
  headingLevel = 'h3',
  testId,
}: {
  title: string;
  icon: LucideIcon;
  action?: ReactNode;
  className?: string;
  children: ReactNode;
  headingLevel?: 'h2' | 'h3';
  testId?: string;
}) {
  const Heading = headingLevel;
  return (
    <Card className={cn('min-w-0', className)} data-testid={testId}>
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-3 pb-4">
        <Heading className="flex items-center gap-2 text-base font-semibold leading-tight tracking-tight">
          <Icon className="size-4 text-primary" aria-hidden="true" />
          {title}
        </Heading>
        {action}
      </CardHeader>
      <CardContent>{children}</CardContent>
    </Card>
  );
}

/** The quiet line a section shows when it has nothing to show. */
export function EmptyLine({ children }: { children: ReactNode }) {
  return <p className="text-sm text-muted-foreground">{children}</p>;
}
