import type { ComponentProps } from 'react';
import { cn } from '../../lib/utils.ts';

/** A purely visual rule; screen readers skip it. */
export function Separator({ className, ...props }: ComponentProps<'div'>) {
  return <div aria-hidden="true" className={cn('h-px w-full bg-border', className)} {...props} />;
}
