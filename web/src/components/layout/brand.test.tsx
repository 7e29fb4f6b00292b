import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { Owl } from '../owl/owl.tsx';
import { Brand } from './brand.tsx';

/** The animation classes in a render: `motion-safe:animate-[…]`, with any variant before it. */
const animations = (html: string) => html.match(/[\w:-]*animate-\[[^\]]+\]/g) ?? [];

describe('the owl in the header', () => {
  it('stands still until its link is hovered (it is on every page)', () => {
    const html = renderToStaticMarkup(
      <Router ssrPath="/">
        <Brand />
      </Router>,
    );
    const moving = animations(html);
    expect(moving.length).toBeGreaterThan(0);
    // Every animation waits for the hover: none starts by itself.
    for (const animation of moving) expect(animation).toMatch(/group-hover:animate-/);
  });

  it('still waves by itself on the welcome screens', () => {
    const html = renderToStaticMarkup(<Owl variant="welcome" title="" />);
    expect(animations(html)).toContain(
      'motion-safe:animate-[strix-owl-wave_1.4s_ease-in-out_infinite]',
    );
  });
});
