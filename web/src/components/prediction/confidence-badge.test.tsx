import { probabilitySource } from '@contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { CONFIDENCE_EXPLAINED, ConfidenceBadge } from './confidence-badge.tsx';
import { FinalSummaryCard } from './final-summary-card.tsx';

const decode = (html: string) => html.replace(/&#x27;/g, "'");

describe('ConfidenceBadge', () => {
  it('is labelled as data confidence, not a bare percentage beside the win chance', () => {
    const html = decode(renderToStaticMarkup(<ConfidenceBadge confidence={88} />));
    expect(html).toContain('Data confidence 88.0% · High');
    expect(html).not.toMatch(/>88% confidence/);
  });

  it('explains itself in a tooltip a keyboard can reach and a screen reader hears', () => {
    const html = decode(renderToStaticMarkup(<ConfidenceBadge confidence={64} />));
    const describedBy = html.match(/<button[^>]*aria-describedby="([^"]+)"/)?.[1];
    expect(describedBy).toBeTruthy();
    const tooltip = html.match(new RegExp(`id="${describedBy}"[^>]*role="tooltip"[^>]*>([^<]+)<`));
    expect(tooltip?.[1]).toBe(CONFIDENCE_EXPLAINED);
    expect(html).toContain('type="button"');
    expect(html).toContain('Data confidence 64.0% · Medium');
  });

  it('sits in the summary card beside the statistical advantage with its tooltip', () => {
    const html = decode(
      renderToStaticMarkup(
        <FinalSummaryCard
          homeTeam="Arsenal"
          awayTeam="Wolves"
          homeWinProb={49.2}
          awayWinProb={24.7}
          confidence={88}
          source={probabilitySource({ modelWeight: 0, prices: 'Pinnacle pre-match price' })}
        />,
      ),
    );
    expect(html).toContain('statistical advantage');
    expect(html).toContain('Data confidence 88.0% · High');
    expect(html).toContain('role="tooltip"');
  });
});
