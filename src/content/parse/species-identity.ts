import { cleanScientificName, typesetScientificName } from './scientific-name.ts';

/**
 * What makes two checklist rows the same species: the name without subgenus, qualifiers or authorship
 * (`Agonum (Agonum) muelleri (Herbst, 1784)` → `Agonum muelleri`); the cleaned name when it does not parse.
 */
export function speciesKey(rawName: string): string {
  return typesetScientificName(rawName).canonical ?? cleanScientificName(rawName);
}

/**
 * The species page's address segment: the species key with words joined by '-' (`Eresus-kollari`,
 * `Salmo-trutta-macrostigma`); letters outside ASCII lose their marks, other characters become '-'.
 */
export function speciesSlug(key: string): string {
  return key
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}
