import { readFileSync } from 'node:fs';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Owl, type OwlVariant } from './owl.tsx';

const VARIANTS: OwlVariant[] = ['loading', 'welcome', 'explore', 'insights', 'celebrating'];
const stylesheet = readFileSync(new URL('../../styles.css', import.meta.url), 'utf8');

describe('the owl', () => {
  it('brings no style element of its own, and every animation it names is in the stylesheet', () => {
    for (const variant of VARIANTS) {
      const html = renderToStaticMarkup(<Owl variant={variant} title="" />);
      // A style element coming and going with an owl (welcome → loading → answer) made the
      // browser rebuild the whole stylesheet's rules each time.
      expect(html).not.toContain('<style');
      for (const [, name] of html.matchAll(/animate-\[(strix-owl-[a-z-]+)_/g)) {
        expect(stylesheet).toContain(`@keyframes ${name} {`);
      }
    }
  });

  it('spins the loading orbit as a whole SVG, which the compositor can turn', () => {
    const html = renderToStaticMarkup(<Owl variant="loading" title="Loading" />);
    // The spin is on an <svg> element itself, not on a shape inside one.
    expect(html).toMatch(/<svg[^>]*class="[^"]*animate-spin[^"]*"/);
    expect(html).not.toMatch(/<(circle|g|path)[^>]*animate-spin/);
    // The owl keeps its accessible name.
    expect(html).toMatch(/role="img"/);
  });
});
