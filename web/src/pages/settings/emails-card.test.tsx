import type { AlertSettings } from '@contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { MAIL_CATALOGUE, MAIL_KINDS } from '../../../../contract/mail-texts.ts';
import { EmailsContent } from './emails-card.tsx';

const SETTINGS: AlertSettings = {
  valueBets: true,
  minEdgePercent: 5,
  priceTargets: false,
  maxPerDay: 5,
  sentToday: 0,
  mailConfigured: true,
};

const render = (settings: Partial<AlertSettings> = {}) =>
  renderToStaticMarkup(
    <EmailsContent
      email="ana@example.com"
      settings={{ ...SETTINGS, ...settings }}
      onChange={() => {}}
    />,
  );

/** The card's text without tags, as a reader meets it. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

/** The checkbox labelled `label`, or undefined when the mail has none. */
function checkbox(html: string, label: string): string | undefined {
  const id = new RegExp(`<label[^>]*for="([^"]+)"[^>]*>${label}</label>`).exec(html)?.[1];
  return id ? new RegExp(`<input[^>]*id="${id}"[^>]*>`).exec(html)?.[0] : undefined;
}

describe('Settings → Emails card', () => {
  it('lists every mail Strix may send, with when it is sent', () => {
    const text = textOf(render());
    expect(MAIL_KINDS.length).toBeGreaterThanOrEqual(5);
    for (const kind of MAIL_KINDS) {
      expect(text).toContain(MAIL_CATALOGUE[kind].name);
      expect(text).toContain(MAIL_CATALOGUE[kind].sentWhen);
    }
    for (const name of ['Password reset', 'Payment confirmation', 'Account deleted']) {
      expect(text).toContain(name);
    }
    expect(text).toContain('All go to ana@example.com.');
  });

  it('gives the alerts a switch showing the saved setting', () => {
    const html = render({ valueBets: true, priceTargets: false });
    expect(checkbox(html, 'Value bet alerts')).toMatch(/\schecked=""/);
    expect(checkbox(html, 'Price target alerts')).not.toMatch(/\schecked=""/);
    const flipped = render({ valueBets: false, priceTargets: true });
    expect(checkbox(flipped, 'Value bet alerts')).not.toMatch(/\schecked=""/);
    expect(checkbox(flipped, 'Price target alerts')).toMatch(/\schecked=""/);
  });

  it('says why a mail that cannot be turned off is always sent, and gives it no switch', () => {
    const html = render();
    const text = textOf(html);
    expect(html.match(/type="checkbox"/g)).toHaveLength(2);
    for (const kind of MAIL_KINDS) {
      const entry = MAIL_CATALOGUE[kind];
      if (entry.optional) continue;
      expect(checkbox(html, entry.name)).toBeUndefined();
      expect(text).toContain(`Always sent. ${entry.whyAlwaysSent}`);
    }
  });

  it('says when the server sends no mail at all', () => {
    expect(textOf(render({ mailConfigured: false }))).toContain('no email is sent for now');
    expect(textOf(render())).not.toContain('no email is sent for now');
  });
});
