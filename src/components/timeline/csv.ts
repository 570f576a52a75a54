// A small RFC 4180 CSV writer for the history exports: CRLF between records, a cell quoted when
// it holds a comma, a quote, a line break or edge spaces, quotes doubled inside. A cell that a
// spreadsheet would run as a formula (= + - @ tab CR) is prefixed with an apostrophe (OWASP,
// "CSV injection"), since the cells come from server data.
const NEEDS_QUOTES = /[",\r\n]|^\s|\s$/;
const FORMULA_START = /^[=+\-@\t\r]/;

export function csvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  let text = String(value);
  if (typeof value === 'string' && FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: readonly string[], rows: readonly (readonly (string | number | boolean | null | undefined)[])[]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
