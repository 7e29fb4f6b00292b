import { read, utils } from '@e965/xlsx';

/** A cell as the workbook stores it: a number, a text, or nothing. */
export type Cell = string | number | boolean | null | undefined;

/**
 * The first sheet of an .xlsx workbook as rows of raw cells (numbers stay numbers), blank rows
 * dropped. SheetJS (the maintained 0.20 line, republished as @e965/xlsx; the npm `xlsx` 0.18
 * carries open advisories) reads the mirror's 23 odds workbooks in about 5 s on two cores;
 * formatted text, HTML and number formats are not built since nothing reads them.
 */
/** `rows` stops reading after that many rows (discovery reads only the header). */
export function readFirstSheet(bytes: Uint8Array, rows?: number): Cell[][] {
  const book = read(bytes, {
    type: 'buffer',
    dense: true,
    sheets: 0,
    cellText: false,
    cellHTML: false,
    cellNF: false,
    cellDates: false,
    ...(rows ? { sheetRows: rows } : {}),
  });
  const sheet = book.Sheets[book.SheetNames[0]!];
  if (!sheet) return [];
  return utils.sheet_to_json<Cell[]>(sheet, { header: 1, raw: true, blankrows: false });
}

/** The header row of a workbook's first sheet, trimmed: how discovery tells the formats apart. */
export const headerOf = (rows: Cell[][]): string[] =>
  (rows[0] ?? []).map((cell) => (cell === null || cell === undefined ? '' : String(cell).trim()));

/** A cell as a finite number, or null ('NL', blanks, stray text). '8½' reads as 8.5. */
export function cellNumber(cell: Cell): number | null {
  if (typeof cell === 'number') return Number.isFinite(cell) ? cell : null;
  if (typeof cell !== 'string') return null;
  const text = cell.trim().replace('½', '.5');
  if (!/^[+-]?\d+(\.\d+)?$/.test(text)) return null;
  return Number(text);
}

/** American odds in a cell as decimal odds, or null when the cell holds no price. */
export function cellAmerican(cell: Cell): number | null {
  const american = cellNumber(cell);
  if (american === null || Math.abs(american) < 100) return null;
  return american > 0 ? 1 + american / 100 : 1 + 100 / -american;
}
