import type { V1TestClient } from './v1-test-client.ts';

/** Every item of a list, fetched `limit` at a time by following nextCursor. */
export async function walk<T>(
  client: Pick<V1TestClient, 'get'>,
  path: string,
  limit: number,
): Promise<{ items: T[]; pages: number }> {
  const items: T[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const sep = path.includes('?') ? '&' : '?';
    const next: string = cursor ? `&cursor=${encodeURIComponent(cursor)}` : '';
    const url: string = `${path}${sep}limit=${limit}${next}`;
    const { status, body } = await client.get<{ data: T[]; nextCursor: string | null }>(url);
    if (status !== 200) throw new Error(`${url}: ${status} ${JSON.stringify(body)}`);
    if (body.data.length > limit) throw new Error(`${url}: more than ${limit} items`);
    items.push(...body.data);
    cursor = body.nextCursor;
    pages++;
    if (pages > 500) throw new Error(`${path}: the cursor never ends`);
  } while (cursor);
  return { items, pages };
}
