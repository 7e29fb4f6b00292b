import { readCsv } from '../ingest/csv.ts';
import type { ParsedMatch, ParseProblem, ParseResult } from '../ingest/types.ts';
import { type ConditionalGetOptions, fetchIfChanged, type Validators } from './conditional-get.ts';
import { ProviderError } from './provider-error.ts';

/** One upstream CSV polled live. */
export interface LiveCsvFile {
  url: string;
  /** How reports name it ('football-data.co.uk/mmz4281/2526/E0.csv'), as ParsedMatch.file. */
  file: string;
}

export interface LiveFileResult {
  url: string;
  file: string;
  /**
   * unchanged: the copy we hold is current (304). changed: a new copy was read; its matches and
   * problems are here (a broken copy gives problems and no matches). failed: see `error`.
   */
  outcome: 'unchanged' | 'changed' | 'failed';
  /** What to send next time: the new copy's validators after a change, else those we had. */
  validators: Validators | undefined;
  matches: ParsedMatch[];
  problems: ParseProblem[];
  error?: ProviderError;
  /**
   * Set when the copy read is not the whole file (a header without a needed column, a last row
   * cut off): worth saying on the status line, and its validators are not worth remembering
   * (a 304 would then call this broken copy current until upstream next changes the file).
   */
  defect?: ParseProblem;
}

export type CsvParser = (text: string, file: string) => ParseResult<ParsedMatch>;

/**
 * Polls one CSV and parses it if it changed. A download failure is returned, not thrown, so one
 * file being down does not stop the others; a copy whose header lacks a needed column, or
 * that stops mid-row, gives problems instead of rows read from the wrong columns.
 */
export async function readLiveCsv(
  source: LiveCsvFile,
  previous: Validators | undefined,
  required: readonly (readonly string[])[],
  parse: CsvParser,
  options: ConditionalGetOptions = {},
): Promise<LiveFileResult> {
  const base = { url: source.url, file: source.file, matches: [], problems: [] };
  let answer: Awaited<ReturnType<typeof fetchIfChanged>>;
  try {
    answer = await fetchIfChanged(source.url, previous, options);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    return { ...base, outcome: 'failed', validators: previous, error };
  }
  if (answer.status === 'unchanged') return { ...base, outcome: 'unchanged', validators: previous };

  const validators: Validators = {};
  if (answer.etag) validators.etag = answer.etag;
  if (answer.lastModified) validators.lastModified = answer.lastModified;
  const checked = checkCsvText(answer.text, source.file, required);
  // Every problem the check finds is the copy's, not a row's: flagged for the caller.
  const defect = checked.problems[0];
  if (!checked.usable)
    return {
      ...base,
      outcome: 'changed',
      validators,
      problems: checked.problems,
      ...(defect ? { defect } : {}),
    };
  const parsed = parse(checked.text, source.file);
  return {
    ...base,
    outcome: 'changed',
    validators,
    matches: parsed.items,
    problems: [...checked.problems, ...parsed.problems],
    ...(defect ? { defect } : {}),
  };
}

/**
 * Checks a downloaded CSV before it is parsed. Unusable when the header lacks a required column
 * (each entry lists the names one column goes by: ['HomeTeam', 'HT']), which is how upstream
 * renames show up. A last row without its line break is cut off and left out: the upstream
 * files end every row with one, so a row without it was caught mid-write, and its last cell may
 * be short ("2.1" of "2.15") or its teams half-named.
 */
export function checkCsvText(
  text: string,
  file: string,
  required: readonly (readonly string[])[],
): { text: string; problems: ParseProblem[]; usable: boolean } {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  if (body.trim() === '') {
    return {
      text: body,
      problems: [{ file, line: 1, reason: 'the file is empty' }],
      usable: false,
    };
  }
  const headerEnd = body.search(/[\r\n]/);
  if (headerEnd === -1) {
    return {
      text: body,
      problems: [{ file, line: 1, reason: 'the file stops inside its header line' }],
      usable: false,
    };
  }
  const { header } = readCsv(body.slice(0, headerEnd));
  const missing = required.filter((names) => !names.some((name) => header.includes(name)));
  if (missing.length > 0) {
    const wanted = missing.map((names) => names.join('/')).join(', ');
    const shown = header.slice(0, 12).join(', ') + (header.length > 12 ? ', …' : '');
    return {
      text: body,
      problems: [
        {
          file,
          line: 1,
          reason: `the header has no ${wanted} column; upstream may have renamed its columns (it has ${shown})`,
        },
      ],
      usable: false,
    };
  }

  const lastBreak = Math.max(body.lastIndexOf('\n'), body.lastIndexOf('\r'));
  const tail = body.slice(lastBreak + 1);
  if (tail.trim() === '') return { text: body, problems: [], usable: true };
  const kept = body.slice(0, lastBreak + 1);
  const line = (kept.match(/\r\n|\n|\r/g)?.length ?? 0) + 1;
  const excerpt = tail.length > 40 ? `${tail.slice(0, 40)}…` : tail;
  return {
    text: kept,
    problems: [
      {
        file,
        line,
        reason: `the file stops mid-row ("${excerpt}"); that row was left out as cut off`,
      },
    ],
    usable: true,
  };
}
