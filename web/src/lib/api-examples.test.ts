import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { API_DESCRIPTION } from '../../../server/features/api-v1/openapi-text.ts';
import {
  API_LEAD,
  curlBothHeaders,
  curlFixtures,
  curlMatch,
  curlRevalidate,
  fetchAllPages,
  fetchFixtures,
  fetchMatch,
} from './api-examples.ts';

const BASE = 'https://strix.example';

describe('the copyable examples', () => {
  it('call the real address with the key from the environment, never a key in the text', () => {
    for (const example of [curlFixtures, curlMatch, curlBothHeaders, curlRevalidate]) {
      const text = example(BASE);
      expect(text).toContain(`"${BASE}/api/v1/`);
      expect(text).toMatch(/\$STRIX_API_KEY/);
      expect(text).not.toMatch(/strix_live_/);
    }
    expect(curlFixtures(BASE)).toBe(
      'curl -H "Authorization: Bearer $STRIX_API_KEY" \\\n  "https://strix.example/api/v1/fixtures?league=E0"',
    );
    expect(fetchFixtures(BASE)).toContain('process.env.STRIX_API_KEY');
  });

  it('are commands a shell can parse, and JavaScript a parser accepts', () => {
    for (const example of [curlFixtures, curlMatch, curlBothHeaders, curlRevalidate]) {
      // bash -n parses without running: a missing quote or backslash fails here.
      execFileSync('bash', ['-n', '-c', example(BASE)]);
    }
    // Inside an async function, as top-level await in a module; the match example reads the
    // fixtures the first one declared.
    const parses = (code: string) => () => new Function(`return (async () => { ${code} })`);
    expect(parses(fetchFixtures(BASE))).not.toThrow();
    expect(parses(`${fetchFixtures(BASE)}\n{\n${fetchMatch(BASE)}\n}`)).not.toThrow();
    expect(parses(fetchAllPages(BASE))).not.toThrow();
    expect(parses('const x = ;')).toThrow();
  });

  it('page through a list with nextCursor until it is null', () => {
    const text = fetchAllPages(BASE);
    expect(text).toContain("url.searchParams.set('cursor', cursor)");
    expect(text).toContain('cursor = page.nextCursor;');
    expect(text).toContain('} while (cursor);');
  });
});

describe('API_LEAD', () => {
  it("is the document's opening paragraph word for word (the page drops that paragraph for it)", () => {
    expect(API_DESCRIPTION.split('\n\n')[0]).toBe(API_LEAD);
  });
});
