import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { describeUnless, OWNERS_MISSING } from '../../../test/skip-unless.ts';
import { contentSource } from './content-dir.server.ts';
import { readContent } from './load-content.server.ts';
import { typesetScientificName } from '../parse/scientific-name.ts';
import { speciesSlug } from '../parse/species-identity.ts';
import { OWNERS_CONTENT } from '../../../test/owners-content.ts';

/**
 * The species pages' addresses of the owners' content, taken on main (6bd651e) before the name forms of decision 20:
 * how many, and the SHA-256 of their sorted list joined by '\n'. Only these figures are committed, never the content.
 */
const BEFORE_NAME_FORMS = { count: 1564, sha256: 'b12107620011eb167c7512ff91410f51ac0e30a602278de9529e1ccc29404c4e' };

const sha256 = (addresses: string[]) => createHash('sha256').update(addresses.toSorted().join('\n')).digest('hex');

/**
 * Addresses the rows' own spellings would have had but that no page has any more: a spelling that differs only by a
 * diacritic now shares its species' page (see species-identity.ts). Computed from the catalogue itself.
 */
function mergedAddresses(species: readonly { slug: string; records: readonly { name: string }[] }[]): string[] {
  const current = new Set(species.map((entry) => entry.slug));
  const merged = new Set<string>();
  for (const entry of species) {
    for (const record of entry.records) {
      const own = speciesSlug(typesetScientificName(record.name).canonical ?? record.name) || 'lloji';
      if (!current.has(own)) merged.add(own);
    }
  }
  return [...merged];
}

describeUnless(OWNERS_MISSING)('species page addresses of the owners’ content', () => {
  it('are the addresses of before, less only those of spellings merged with their species', () => {
    const { species } = readContent(contentSource(OWNERS_CONTENT)).species;
    const addresses = species.map((entry) => entry.slug);
    expect(new Set(addresses).size).toBe(addresses.length);
    const merged = mergedAddresses(species);
    const restored = [...addresses, ...merged];
    expect({ count: restored.length, sha256: sha256(restored) }).toEqual(BEFORE_NAME_FORMS);
  });
});

describe('mergedAddresses', () => {
  it('finds the address a merged spelling lost, and nothing else', () => {
    const species = [
      { slug: 'Agonum-muelleri', records: [{ name: 'Agonum muelleri (Herbst, 1784)' }, { name: 'Agonum mülleri (Herbst, 1784)' }] },
      { slug: 'Bufo-bufo', records: [{ name: 'Bufo bufo (Linnaeus, 1758)' }] },
    ];
    expect(mergedAddresses(species)).toEqual(['Agonum-mulleri']);
  });

  it('would notice an address that changed (planted defect)', () => {
    const before = ['Agonum-muelleri', 'Bufo-bufo'];
    const after = ['Agonum-muelleri', 'Bufo-bufo-2'];
    expect(sha256(after)).not.toBe(sha256(before));
  });
});
