import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { MINI_MIRROR } from '../../test/harness.ts';
import { discoverSourceFiles } from './discover.ts';
import { isResultsFile, preparedResults } from './parse-jobs.ts';
import { OffThread } from './parse-off-thread.ts';

describe('parsing on the worker thread', () => {
  let parser: OffThread | undefined;
  afterEach(async () => {
    await parser?.close();
  });

  it('answers each file with what parsing it here gives, prices serialised alike', async () => {
    const files = discoverSourceFiles(MINI_MIRROR).filter(isResultsFile);
    expect(files.map((f) => f.kind).sort()).toEqual(
      expect.arrayContaining(['football-data', 'nba', 'nflverse']),
    );
    parser = new OffThread();
    const answers = await Promise.all(files.map((file) => parser!.run({ type: 'results', file })));
    for (const [i, file] of files.entries()) {
      const here = preparedResults(file);
      expect(here.items.length).toBeGreaterThan(0);
      expect(answers[i]).toEqual(here);
    }
  }, 60_000);

  it("fails the file's load with the reason when the file cannot be read", async () => {
    parser = new OffThread();
    const missing = join(MINI_MIRROR, 'nba', 'no-such-file.csv');
    await expect(
      parser.run({ type: 'results', file: { kind: 'nba', path: missing, rel: 'x', priority: 0 } }),
    ).rejects.toThrow(/ENOENT/);
  });
});
