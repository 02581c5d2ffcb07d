import { describe, expect, it } from 'vitest';
import { csvCell, toCsv } from './csv.ts';

describe('csvCell: what a spreadsheet reads back', () => {
  it.each([
    ['=1+2', "'=1+2"],
    ['+15551234', "'+15551234"],
    ['-2 trays', "'-2 trays"],
    ['@SUM(A1:A9)', "'@SUM(A1:A9)"],
    ['\tHidden', "'\tHidden"],
  ])('text starting like a formula (%j) gets a leading apostrophe', (text, written) => {
    expect(csvCell(text)).toBe(written);
  });

  it('a leading carriage return is neutralised and the cell quoted, since it breaks the row', () => {
    expect(csvCell('\r=cmd')).toBe(`"'\r=cmd"`);
  });

  it('the same signs inside the text leave it as it is', () => {
    expect(csvCell('Mary-Ann + Joe = 2 @ home')).toBe('Mary-Ann + Joe = 2 @ home');
  });

  it('quotes a cell holding a comma, a quote or a line break, doubling its quotes', () => {
    expect(csvCell('Tray A, tray B')).toBe('"Tray A, tray B"');
    expect(csvCell('a "big" tray')).toBe('"a ""big"" tray"');
    expect(csvCell('line one\nline two')).toBe('"line one\nline two"');
    expect(csvCell('line one\r\nline two')).toBe('"line one\r\nline two"');
    expect(csvCell('=HYPERLINK("http://evil", "x")')).toBe(`"'=HYPERLINK(""http://evil"", ""x"")"`);
  });

  it('writes amounts as plain numbers with their cents, a negative one unguarded', () => {
    expect(csvCell(1234.56)).toBe('1234.56');
    expect(csvCell(0.05)).toBe('0.05');
    expect(csvCell(19.9)).toBe('19.9');
    expect(csvCell(180)).toBe('180');
    expect(csvCell(-12.5)).toBe('-12.5');
  });

  it('writes nothing for a missing value', () => {
    expect(csvCell(null)).toBe('');
    expect(csvCell('')).toBe('');
  });
});

describe('toCsv', () => {
  it('starts with a BOM, ends every row with CRLF and keeps a line break inside a quoted cell', () => {
    const csv = toCsv(
      ['Customer', 'Notes', 'Total (USD)'],
      [
        ['Zoë, Ltd', 'first\nsecond', 1250.1],
        ['=evil', null, 0],
      ],
    );
    expect(csv).toBe(
      '\uFEFFCustomer,Notes,Total (USD)\r\n"Zoë, Ltd","first\nsecond",1250.1\r\n\'=evil,,0\r\n',
    );
  });

  it('a file without rows is the header line', () => {
    expect(toCsv(['A', 'B'], [])).toBe('\uFEFFA,B\r\n');
  });
});
