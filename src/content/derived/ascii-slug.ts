import { foldForSearch } from './fold-for-search.ts';

/** The folded text's letters and digits joined by hyphens, for file names and ids: "Amfibët dhe Reptilët" -> "amfibet-dhe-reptilet". */
export function asciiSlug(text: string): string {
  return foldForSearch(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
