import { type ClassValue, clsx } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; later Tailwind utilities win over earlier conflicting ones. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}

/**
 * Makes tailwind-merge build its tables now. Its first merge reads its whole configuration
 * (a few milliseconds, four times that on a slow phone) inside whichever component renders
 * first, a piece of work React cannot split; boot.tsx calls this in a task of its own before the
 * app's first render.
 */
export function warmClassNames() {
  cn('px-1', 'px-2');
}
