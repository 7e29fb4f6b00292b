import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useCreateBet, useDeleteBet, useImportBets, useUpdateBet } from './bets.ts';
import { queryKeys } from './query-keys.ts';

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  vi.stubGlobal('localStorage', { getItem: () => null, setItem() {}, removeItem() {} });
  fetchMock = vi.fn();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => vi.unstubAllGlobals());

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

type Change = 'create' | 'update' | 'delete' | 'import';
const runners: Partial<Record<Change, () => Promise<unknown>>> = {};

/** Holds the four bet changes, as the tab and dialogs use them, for a test to run. */
function Probe() {
  const create = useCreateBet('u1');
  const update = useUpdateBet('u1');
  const remove = useDeleteBet('u1');
  const imported = useImportBets('u1');
  runners.create = () =>
    create.mutateAsync({
      event: 'Derby',
      market: '1x2',
      selection: 'home',
      line: null,
      price: 2,
      stake: 10,
      bookmaker: null,
      source: 'manual',
    });
  runners.update = () => update.mutateAsync({ betId: 'b1', stake: 20 });
  runners.delete = () => remove.mutateAsync('b1');
  runners.import = () => imported.mutateAsync('csv');
  return null;
}

/** Runs one bet change and answers which of the two cached answers it marked stale. */
async function staleAfter(change: Change): Promise<unknown[][]> {
  const client = new QueryClient();
  // Cached as if the tab had read them: the bets, and the limits the warnings count.
  client.setQueryData(queryKeys.betsOf('u1'), { bets: [] });
  client.setQueryData(queryKeys.bettingLimits('u1'), { thisMonth: { stakes: 0 } });
  renderToStaticMarkup(
    <QueryClientProvider client={client}>
      <Probe />
    </QueryClientProvider>,
  );
  await runners[change]?.().catch(() => undefined);
  // onSettled runs just after the mutation's promise settles.
  await vi.waitFor(() =>
    expect(client.getQueryState(queryKeys.betsOf('u1'))?.isInvalidated).toBe(true),
  );
  return [queryKeys.betsOf('u1'), queryKeys.bettingLimits('u1')]
    .filter((key) => client.getQueryState(key)?.isInvalidated)
    .map((key) => [...key]);
}

const both = [[...queryKeys.betsOf('u1')], [...queryKeys.bettingLimits('u1')]];

describe('a bet change re-reads the stakes the limit warnings count', () => {
  it('after a bet is recorded, edited, deleted or imported', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(200, {})));
    for (const change of ['create', 'update', 'delete', 'import'] as const) {
      expect(await staleAfter(change), change).toEqual(both);
    }
  });

  it('even when the answer was an error (the change may have been stored)', async () => {
    fetchMock.mockImplementation(() => Promise.resolve(json(500, { error: 'Down.' })));
    expect(await staleAfter('delete')).toEqual(both);
  });
});
