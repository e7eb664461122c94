/** Lower case without diacritics, for matching what people type: "bytyci" finds "Bytyçi", "e" finds "ë". */
export function foldForSearch(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}
