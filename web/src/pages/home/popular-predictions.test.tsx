import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { PopularPredictions } from './popular-predictions.tsx';
import { POPULAR_PREDICTIONS } from './presets.ts';

describe('Popular Predictions carousel', () => {
  const html = renderToStaticMarkup(<PopularPredictions onPick={() => {}} disabled={false} />);
  const slides = [...html.matchAll(/<li[^>]*aria-roledescription="slide"[^>]*>/g)].map((m) => m[0]);

  it('stacks whole slides in one place instead of sliding a strip past half slides', () => {
    expect(html).not.toContain('translateX');
    expect(slides).toHaveLength(POPULAR_PREDICTIONS.length);
    for (const slide of slides) expect(slide).toContain('col-start-1 row-start-1');
  });

  it('shows exactly one slide; the others are invisible and out of reach', () => {
    const shown = slides.filter((slide) => slide.includes('opacity-100'));
    expect(shown).toHaveLength(1);
    expect(shown[0]).toContain('aria-label="1 of 5"');
    const hidden = slides.filter((slide) => slide.includes('opacity-0'));
    expect(hidden).toHaveLength(POPULAR_PREDICTIONS.length - 1);
    for (const slide of hidden) {
      expect(slide).toContain('aria-hidden="true"');
      expect(slide).toContain('inert');
    }
  });
});
