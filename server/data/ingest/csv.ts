import { parse } from 'csv-parse/sync';

export interface CsvRow {
  /** 1-based line in the file where the record starts (the header is line 1). */
  line: number;
  values: Record<string, string>;
}

/**
 * Parses upstream CSV text as it comes: a UTF-8 BOM, LF, CRLF or bare-CR line ends, trailing
 * empty columns, and rows with more or fewer cells than the header.
 */
export function readCsv(text: string): { header: string[]; rows: CsvRow[] } {
  const clean = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).replace(/\r\n?/g, '\n');
  const records = parse(clean, {
    relax_column_count: true,
    relax_quotes: true,
    skip_empty_lines: true,
    info: true,
  }) as unknown as { record: string[]; info: { lines: number } }[];
  const [first, ...rest] = records;
  if (!first) return { header: [], rows: [] };
  const header = first.record.map((name) => name.trim());
  const rows = rest.map(({ record, info }) => {
    const values: Record<string, string> = {};
    header.forEach((name, i) => {
      if (name) values[name] = (record[i] ?? '').trim();
    });
    return { line: info.lines, values };
  });
  return { header, rows };
}

/** A number from a cell, or null when blank or not a number. */
export function numberOrNull(cell: string | undefined): number | null {
  if (cell === undefined || cell === '') return null;
  const value = Number(cell);
  return Number.isFinite(value) ? value : null;
}
