// Small enough for the browser: how a checklist row is told apart when its taxon decides what its citations link to.

/** The genus of a name as written in a checklist: its first word (`Aeshna (Aeshna) cyanea` → `Aeshna`). */
export function genusOf(lloji: string): string {
  return /\p{L}+/u.exec(lloji.replace(/^[\s?"'(]+/, ''))?.[0] ?? '';
}

/**
 * The key of a checklist row's resolved cell in a page's data when the row's taxon decides between entries: the cell
 * with the row's class, order, family and genus. Otherwise the cell alone is the key.
 */
export function rowCitationKey(cell: string, row: { klasa: string; rendi: string; familja: string; lloji: string }): string {
  return [cell, row.klasa.trim(), row.rendi.trim(), row.familja.trim(), genusOf(row.lloji)].join('\u001f');
}
