/**
 * The separator a spreadsheet wrote: a comma unless the first line clearly uses semicolons or tabs (Excel in some
 * locales writes semicolons in its "CSV"; "Unicode Text" is tab-separated).
 */
export function detectDelimiter(text: string): string {
  const firstLine = text.split('\n', 20).find((l) => l.trim() !== '') ?? '';
  const count = (char: string) => firstLine.split(char).length - 1;
  const candidates = [',', ';', '\t'];
  return candidates.reduce((best, char) => (count(char) > count(best) ? char : best), ',');
}
