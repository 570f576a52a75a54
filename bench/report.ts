// One table for every section of `npm run bench`: each row a measurement, its budget and whether
// the budget holds (rows without a budget are context).
export interface Row {
  section: string;
  metric: string;
  value: string;
  budget?: string;
  /** true = within budget, false = missed, undefined = no budget. */
  ok?: boolean;
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
export const ms = (value: number, digits = 0) => `${value.toFixed(digits)} ms`;

export function formatTable(rows: Row[]): string {
  const header = ['Section', 'Metric', 'Value', 'Budget', 'Result'];
  const cells = rows.map((row) => [row.section, row.metric, row.value, row.budget ?? '', row.ok === undefined ? '' : row.ok ? 'ok' : 'MISSED']);
  const widths = header.map((title, column) => Math.max(title.length, ...cells.map((line) => (line[column] ?? '').length)));
  const line = (values: string[]) => `| ${values.map((value, column) => value.padEnd(widths[column] ?? 0)).join(' | ')} |`;
  return [line(header), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...cells.map(line)].join('\n');
}
