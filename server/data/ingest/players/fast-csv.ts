import { type CsvRow, readCsv } from '../csv.ts';

/**
 * readCsv for the large player files, keeping only the columns a parser reads. The ~220k FPL
 * rows of 32–55 columns took csv-parse ~8 s; these files hold no quotes, so a file without a
 * quote character is split on commas directly (same trimmed cells, same 1-based lines). A file
 * with quotes goes through readCsv.
 */
export function readCsvColumns(
  text: string,
  columns: readonly string[] | 'all',
): { header: string[]; rows: CsvRow[] } {
  if (text.includes('"')) return readCsv(text);
  const lines = (text.charCodeAt(0) === 0xfeff ? text.slice(1) : text).split(/\r\n?|\n/);
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first < 0) return { header: [], rows: [] };
  const header = lines[first]!.split(',').map((name) => name.trim());
  const wanted = (columns === 'all' ? header : columns)
    .map((name) => [name, header.indexOf(name)] as const)
    .filter(([, index]) => index >= 0);
  const rows: CsvRow[] = [];
  for (let i = first + 1; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const cells = line.split(',');
    const values: Record<string, string> = {};
    for (const [name, index] of wanted) values[name] = (cells[index] ?? '').trim();
    rows.push({ line: i + 1, values });
  }
  return { header, rows };
}
