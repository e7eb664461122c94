import { describe, expect, it } from 'vitest';
import { parseReferencesMd, referenceAnchor, referenceAuthors } from './references-md.ts';

const parse = (...lines: string[]) => parseReferencesMd(lines.map((line) => `- ${line}`).join('\n')).references;

describe('referenceAuthors', () => {
  it.each([
    ['Hoxha, L. (2019). Title.', ['Hoxha']],
    ['Geci, D., & Naumova, M. (2021b). Title.', ['Geci', 'Naumova']],
    ['Teleki, P. & Csiki, E. (1922–1940). Title.', ['Teleki', 'Csiki']],
    ['Dauti, E., 1980: Faunističko ekološka istraživanja.', ['Dauti']],
    ['Battersby, Jessamy (comp.) (2010). Guidelines.', ['Battersby']],
    ['Dioli, P., & van der Heyden, T. (2022). Plant bugs.', ['Dioli', 'van der Heyden']],
    ['Kury, A. B., Kury, I. S., & Oliveira, A. B. R. de. (2024). Checklists.', ['Kury', 'Kury', 'Oliveira']],
    ['Amphibian Species of the World. (n.d.). Retrieved from https://amphibiansoftheworld.amnh.org/', ['Amphibian Species of the World']],
    ['Vinko D, Kulijer D, Zhushi Etemi F, Hostnik M, Šalamun A (2020) The first systematic survey.', ['Vinko', 'Kulijer', 'Zhushi Etemi', 'Hostnik', 'Šalamun']],
    ['Xërxa BL, Sartori M, Gashi A, Gattolliat J-L (2019) First checklist.', ['Xërxa', 'Sartori', 'Gashi', 'Gattolliat']],
    ['eBird (n.d.) Kosovo bird list.', ['eBird']],
    ['Xërxa, B. L., Sartori, M., & Gashi, A. Mayflies of a reserve.', ['Xërxa', 'Sartori', 'Gashi']],
  ])('%s → %j', (line, authors) => {
    expect(referenceAuthors(parse(line)[0]!)).toEqual(authors);
  });

  it('gives Pensoft-style entries ids like APA ones', () => {
    expect(parse('Vinko D, Kulijer D, Zhushi Etemi F (2020) Survey.', 'Vrenozi B, Jäger P (2013) Spiders.').map((ref) => ref.id)).toEqual([
      'vinko-et-al-2020',
      'vrenozi-jager-2013',
    ]);
  });
});

describe('referenceAnchor', () => {
  it('prefixes the id with ref- once, and is unique across the list', () => {
    const references = parse(
      'Hoxha, L. (2019). One.',
      'Hoxha, L. (2019). Two.',
      'Hoxha, L. (2019-2). Three.',
      '2019. Untitled, anonymous.',
    );
    const anchors = references.map(referenceAnchor);
    expect(anchors.slice(0, 2)).toEqual(['ref-hoxha-2019', 'ref-hoxha-2019-2']);
    expect(new Set(anchors).size).toBe(references.length);
    for (const anchor of anchors) expect(anchor).toMatch(/^ref-[a-z0-9]+(?:-[a-z0-9]+)*$/);
  });
});
