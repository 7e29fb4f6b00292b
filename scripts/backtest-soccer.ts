export async function backtestSoccerLeague(..._args: unknown[]): Promise<Record<string, unknown>> {
  throw new Error('soccer backtest not built yet');
}
