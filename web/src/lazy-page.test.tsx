import { Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { lazyPage } from './lazy-page.tsx';

const render = (Page: (props: { name: string }) => React.ReactNode) =>
  renderToString(
    <Suspense fallback={<p>Loading...</p>}>
      <Page name="Newcastle United" />
    </Suspense>,
  );

describe('a page whose code loads on demand', () => {
  it("shows 'Loading...' while its code is not in", () => {
    const { Page } = lazyPage(() => new Promise<never>(() => {}));
    expect(render(Page)).toContain('Loading...');
  });

  it('renders at once, without the loading screen, once its code was preloaded', async () => {
    let loads = 0;
    const { Page, preload } = lazyPage(async () => {
      loads += 1;
      return { default: ({ name }: { name: string }) => <h1>{name}</h1> };
    });
    await preload();
    await preload();
    const html = render(Page);
    expect(html).toContain('<h1>Newcastle United</h1>');
    expect(html).not.toContain('Loading...');
    expect(loads).toBe(1);
  });
});
