import { describe, expect, it } from 'vitest';
import { checkCsvText } from './live-csv.ts';

const REQUIRED = [['Date'], ['HomeTeam', 'HT'], ['AwayTeam', 'AT']];

describe('checkCsvText', () => {
  it('passes a whole file through untouched, BOM aside', () => {
    const text = 'Div,Date,HomeTeam,AwayTeam\r\nE0,16/08/2024,Man United,Fulham\r\n';
    expect(checkCsvText(`\uFEFF${text}`, 'E0.csv', REQUIRED)).toEqual({
      text,
      problems: [],
      usable: true,
    });
  });

  it('accepts the short column names of older files', () => {
    const text = 'Div,Date,HT,AT\nE0,19/08/00,Charlton,Man City\n';
    expect(checkCsvText(text, 'E0.csv', REQUIRED).usable).toBe(true);
  });

  it('refuses an empty file and one that stops inside its header', () => {
    expect(checkCsvText('', 'E0.csv', REQUIRED)).toMatchObject({
      usable: false,
      problems: [{ line: 1, reason: 'the file is empty' }],
    });
    expect(checkCsvText('Div,Date,Home', 'E0.csv', REQUIRED)).toMatchObject({
      usable: false,
      problems: [{ line: 1, reason: 'the file stops inside its header line' }],
    });
  });

  it('cuts an unterminated last row, counting lines as the parser does', () => {
    const text =
      'Div,Date,HomeTeam,AwayTeam\r\nE0,16/08/2024,Man United,Fulham\r\n\r\nE0,17/08/2024,Ips';
    const checked = checkCsvText(text, 'E0.csv', REQUIRED);
    expect(checked.text).toBe(
      'Div,Date,HomeTeam,AwayTeam\r\nE0,16/08/2024,Man United,Fulham\r\n\r\n',
    );
    expect(checked.problems).toEqual([
      {
        file: 'E0.csv',
        line: 4,
        reason: 'the file stops mid-row ("E0,17/08/2024,Ips"); that row was left out as cut off',
      },
    ]);
  });
});
