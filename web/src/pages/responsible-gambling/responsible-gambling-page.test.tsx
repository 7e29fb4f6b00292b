import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Router } from 'wouter';
import { MARKETS } from './helplines.ts';
import ResponsibleGamblingPage from './responsible-gambling-page.tsx';

const html = renderToStaticMarkup(
  <Router ssrPath="/responsible-gambling">
    <ResponsibleGamblingPage />
  </Router>,
);

describe('/responsible-gambling', () => {
  it('lists a helpline for every market Strix covers, each dialable', () => {
    expect(MARKETS.map((m) => m.id)).toEqual(['uk', 'us', 'es', 'de', 'it', 'fr']);
    for (const [phone, tel] of [
      ['0808 8020 133', '+448088020133'],
      ['1-800-522-4700', '+18005224700'],
      ['900 200 225', '+34900200225'],
      ['0800 1 37 27 00', '+498001372700'],
      ['800 558 822', '+39800558822'],
      ['09 74 75 13 13', '+33974751313'],
    ]) {
      expect(html).toContain(`href="tel:${tel}"`);
      expect(html).toContain(phone);
    }
  });

  it('keeps each tel: link the same number as the one printed', () => {
    for (const line of MARKETS.flatMap((m) => m.helplines)) {
      const printed = line.phone.replace(/\D/g, '');
      const dialled = line.tel.replace(/\D/g, '');
      // The printed national form is the dialled one without the country code (and trunk 0).
      expect(dialled.endsWith(printed.replace(/^0/, '')), line.name).toBe(true);
      expect(line.source, line.name).toMatch(/^https?:\/\//);
    }
  });

  it('names GAMSTOP and explains Strix’s own breaks, with one h1 and linked sections', () => {
    expect(html.match(/<h1/g)).toHaveLength(1);
    expect(html).toContain('GAMSTOP');
    expect(html).toContain('href="/settings#betting-limits"');
    expect(html).toContain('A break can be made longer, never shorter');
    expect(html).toContain('of 24 hours, 7 days or 30 days, or');
    expect(html).toContain('for 6 months, 1 year or 5 years.');
  });
});
