import { cleanScientificName, typesetScientificName, type TypesetName } from './scientific-name.ts';

// German umlauts as the Code corrects them (ICZN Art. 32.5.2.1: 'mülleri' → 'muelleri'); other marks are dropped.
const UMLAUTS: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue' };
const MARKS = /[\u0300-\u036f]/g;

/**
 * An epithet as the species' identity sees it (decision 20): 'ä', 'ö', 'ü' written 'ae', 'oe', 'ue', other letters
 * without their marks ('aurícula' → 'auricula'); letters without a mark are never changed, so 'mulleri' and
 * 'muelleri' stay two epithets.
 */
export function epithetIdentity(epithet: string): string {
  if (!/[\u0080-\uFFFF]/.test(epithet)) return epithet;
  return epithet
    .normalize('NFC')
    .replace(/[äöü]/g, (letter) => UMLAUTS[letter]!)
    .normalize('NFD')
    .replace(MARKS, '');
}

/**
 * What makes two checklist rows the same species: the name without subgenus, qualifiers or authorship
 * (`Agonum (Agonum) muelleri (Herbst, 1784)` → `Agonum muelleri`), its epithets as epithetIdentity reads them (`Agonum
 * mülleri` is `Agonum muelleri`); the cleaned name when it does not parse.
 */
export function speciesKey(rawName: string): string {
  const canonical = typesetScientificName(rawName).canonical;
  if (canonical === null) return cleanScientificName(rawName);
  const [genus, ...epithets] = canonical.split(' ');
  return [genus, ...epithets.map(epithetIdentity)].join(' ');
}

/**
 * The address segment a species page gets from one spelling of its name (`Agonum (Agonum) mülleri Herbst` →
 * `Agonum-mulleri`); the catalogue gives it to the species from its first row (speciesAddresses lists the rows whose
 * page is elsewhere).
 */
export function spellingAddress(rawName: string, typeset: TypesetName = typesetScientificName(rawName)): string {
  return speciesSlug(typeset.canonical ?? cleanScientificName(rawName)) || 'lloji';
}

/**
 * The address of the species page a checklist row's name leads to, given speciesAddresses' list of exceptions;
 * `typeset`, the name already typeset, when the caller has it (a row's link sets it too: one parse a row).
 */
export function rowSpeciesAddress(addresses: Readonly<Record<string, string>>, rawName: string, typeset?: TypesetName): string {
  return addresses[cleanScientificName(rawName)] ?? spellingAddress(rawName, typeset);
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
