// The benchmark's printed report: tables of figures and one PASS/FAIL line per budget.

/** `atLeast`: a floor (a score) rather than a ceiling; `shown`: the measured value as printed, when not in `unit`. */
export type Budget = { name: string; actual: number; limit: number; unit: string; atLeast?: boolean; shown?: string; limitShown?: string };

export const passes = (budget: Budget) => (budget.atLeast ? budget.actual >= budget.limit : budget.actual <= budget.limit);

export function formatTable(title: string, header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((cell, i) => Math.max(cell.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) => cells.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]!) : cell.padStart(widths[i]!))).join('  ');
  return [`\n${title}`, line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

export function formatBudgets(budgets: readonly Budget[]): string {
  const rows = budgets.map((budget) => [
    passes(budget) ? 'PASS' : 'FAIL',
    budget.name,
    budget.shown ?? (budget.unit === 'ms' ? longest(budget.actual) : `${Math.round(budget.actual)} ${budget.unit}`),
    budget.limitShown ?? `${budget.atLeast ? '≥' : '≤'} ${Math.round(budget.limit)} ${budget.unit}`,
  ]);
  return formatTable('Budgets', ['', 'budget', 'measured', 'limit'], rows);
}

export const ms = (value: number | null) => (value === null || Number.isNaN(value) ? '–' : `${Math.round(value)} ms`);
/** A longest-task figure: 0 means the Long Tasks API saw none (it reports tasks over 50 ms only). */
export const longest = (value: number | null) => (value === 0 ? '< 50 ms' : ms(value));
export const kb = (value: number) => `${round(value)} KB`;
/** A share (0–1) as a whole percentage. */
export const percent = (share: number | null) => (share === null ? '–' : `${Math.round(share * 100)} %`);

function round(value: number): string {
  return value >= 100 ? String(Math.round(value)) : value.toFixed(1);
}

/** Median of a few runs (the middle one; for an even count, the upper middle). */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}
