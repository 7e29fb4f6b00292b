import type { Metrics, SearchPhase } from './registry.ts';

/**
 * Runs `work` and records how long it took as one phase of a search, failures included (a
 * question that cannot be placed still spent its time being interpreted).
 */
export async function timeSearchPhase<T>(
  metrics: Pick<Metrics, 'searchPhase'>,
  phase: SearchPhase,
  work: () => Promise<T>,
): Promise<T> {
  const end = metrics.searchPhase.startTimer({ phase });
  try {
    return await work();
  } finally {
    end();
  }
}
