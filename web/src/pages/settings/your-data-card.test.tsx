import { DATA_EXPORT_MESSAGES } from '@contract';
import { renderToStaticMarkup } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, userMessage } from '../../api/client.ts';
import { downloadMyData, fileNameOf } from '../../api/data-export.ts';
import { YourDataContent, type YourDataContentProps } from './your-data-card.tsx';

function render(props: Partial<YourDataContentProps>) {
  return renderToStaticMarkup(
    <YourDataContent receivedBytes={null} problem={null} onDownload={() => {}} {...props} />,
  );
}

const textOf = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ');

const buttonOf = (html: string) => /<button[^>]*>/.exec(html)?.[0] ?? '';

describe('Your data card', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('offers the download and says what is in it', () => {
    const html = render({});
    expect(textOf(html)).toContain('Download my data');
    expect(textOf(html)).toContain('searches and predictions');
    expect(buttonOf(html)).not.toContain('disabled=""');
    expect(html).not.toContain('role="alert"');
  });

  it('is disabled and announces progress while the file is prepared', () => {
    const html = render({ receivedBytes: 1_250_000 });
    expect(buttonOf(html)).toContain('disabled=""');
    expect(buttonOf(html)).toContain('aria-busy="true"');
    expect(html).toMatch(/role="status"[^>]*>Preparing your download… 1\.3 MB received</);
  });

  it("shows the server's sentence when downloads are limited", () => {
    const html = render({ problem: DATA_EXPORT_MESSAGES.tooMany });
    expect(html).toContain('role="alert"');
    expect(textOf(html)).toContain(DATA_EXPORT_MESSAGES.tooMany);
  });

  it("turns a 429 into its sentence, and saves under the server's dated name", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: DATA_EXPORT_MESSAGES.tooMany }, { status: 429 }),
    );
    const refused = await downloadMyData('u1').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(userMessage(refused, 'fallback')).toBe(DATA_EXPORT_MESSAGES.tooMany);
    expect(fileNameOf('attachment; filename="strix-data-2026-11-24.zip"')).toBe(
      'strix-data-2026-11-24.zip',
    );
  });
});
