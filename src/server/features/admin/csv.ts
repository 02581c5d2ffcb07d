/** A spreadsheet-safe CSV: UTF-8 with a BOM (Excel reads accents right), CRLF rows, RFC 4180 quoting. */

export type CsvCell = string | number | null;

/**
 * Text a spreadsheet would run as a formula (=, +, -, @, or a leading tab/CR) gets a leading
 * apostrophe, so a customer's name can never become a formula in the owner's spreadsheet.
 * Numbers are written as they are, so totals stay numbers.
 */
export function csvCell(value: CsvCell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: CsvCell[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
