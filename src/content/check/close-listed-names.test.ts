import { describe, expect, it } from 'vitest';
import { speciesCatalogue } from '../derived/species-catalogue.ts';
import { parseChecklistCsv } from '../parse/checklist-csv.ts';
import { closeListedNames } from './close-listed-names.ts';

const rows = [
  'Nr,Rendi,Familja,Lloji,Referenca',
  '1,Coleoptera,Carabidae,"Deltomerous (Deltomerus) nopcsai Csiki, 1940",X',
  '2,Carnivora,Canidae,"Canis lupus Linnaeus, 1758",X',
  '3,Carnivora,Canidae,"Canis aureus Linnaeus, 1758",X',
  '4,Odonata,Lestidae,"Lestes dryas Kirby, 1890",X',
  '5,Odonata,Lestidae,"Lestes dryax Fictus, 1900",X',
].join('\n');
const { species } = speciesCatalogue([{ group: 'G', file: 'checklists/G.csv', rows: parseChecklistCsv(rows, 'checklists/G.csv').rows }]);
const close = closeListedNames(species);

describe('closeListedNames', () => {
  it('names the listed species one or two letters away, as first listed, with its place', () => {
    expect(close('Deltomerus nopcsai')).toBe('close to "Deltomerous (Deltomerus) nopcsai Csiki, 1940" (checklists/G.csv:2): if they are one species, correct the misspelt one');
    expect(close('Canis lupis')).toBe('close to "Canis lupus Linnaeus, 1758" (checklists/G.csv:3): if they are one species, correct the misspelt one');
    expect(close('Canis lupvs')).toMatch(/^close to "Canis lupus /);
  });

  it('names none when the name is further, or when two listed names are as close', () => {
    expect(close('Canis familiaris')).toBeNull();
    expect(close('Canis lxxxs')).toBeNull();
    // "Lestes dryaz" is one letter from both "Lestes dryas" and "Lestes dryax": which is meant is not the check's guess.
    expect(close('Lestes dryaz')).toBeNull();
    expect(close('Lestes sponsa')).toBeNull();
    expect(close('')).toBeNull();
    // A misspelling in both parts at once is not looked for: "Canis lupus" is two letters from this, in two parts.
    expect(close('Canys lupis')).toBeNull();
  });

  it('prefers the nearer of two candidates', () => {
    // One letter from "Lestes dryas", two from "Lestes dryax".
    expect(close('Lestes dryass')).toMatch(/^close to "Lestes dryas /);
    expect(close('Canis aureu')).toMatch(/^close to "Canis aureus /);
  });
});

