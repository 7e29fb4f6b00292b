import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { LazyPage, type LazyPageSource, lazyPage } from './lazy-page.tsx';

const render = (page: LazyPageSource<{ name: string }>) =>
  renderToString(
    <Suspense fallback={<p>Loading...</p>}>
      <LazyPage page={page} props={{ name: 'Newcastle United' }} />
    </Suspense>,
  );

describe('a page whose code loads on demand', () => {
  it("shows 'Loading...' while its code is not in", () => {
    const page = lazyPage<{ name: string }>(() => new Promise<never>(() => {}));
    expect(render(page)).toContain('Loading...');
  });

  it('renders at once, without the loading screen, once its code was preloaded', async () => {
    let loads = 0;
    const page = lazyPage(async () => {
      loads += 1;
      return { default: ({ name }: { name: string }) => <h1>{name}</h1> };
    });
    await page.preload();
    await page.preload();
    const html = render(page);
    expect(html).toContain('<h1>Newcastle United</h1>');
    expect(html).not.toContain('Loading...');
    expect(loads).toBe(1);
  });
});
