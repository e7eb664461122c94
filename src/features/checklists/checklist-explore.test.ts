import { describe, expect, it } from 'vitest';
import { explorePositions, groupByOrderAndFamily, isDefaultView, sortPositions, taxonOptions } from './checklist-explore.ts';
import type { ViewRow } from './checklist-view.ts';

const rows: ViewRow[] = [
  ['', 'Odonata', 'Libellulidae', 'Sympetrum sanguineum (Müller, 1764)', 'Beshkov, 2016'],
  ['', 'Lepidoptera', 'Zygaenidae', 'Zygaena carniolica (Scopoli, 1763)', 'Rebel, 1931'],
  ['', 'Odonata', 'Aeshnidae', 'Aeshna cyanea (Müller, 1764)', 'Ëmri, 2001'],
  ['', 'Lepidoptera', 'Zygaenidae', 'Çelia alba Hübner, 1813', 'Dhimitri, 2010'],
  ['', 'Lepidoptera', 'Noctuidae', 'Catocala nupta (Linnaeus, 1767)', 'Dema, 2012'],
];
const none = new Set<number>();

describe('sortPositions', () => {
  const all = [0, 1, 2, 3, 4];
  it('sorts names in Albanian collation: Ç after C', () => {
    expect(sortPositions(rows, all, 'lloji').map((p) => rows[p]![3].split(' ')[0])).toEqual(['Aeshna', 'Catocala', 'Çelia', 'Sympetrum', 'Zygaena']);
  });
  it('puts Dh after D and Ë after E', () => {
    expect(sortPositions(rows, all, 'referenca').map((p) => rows[p]![4].split(',')[0])).toEqual(['Beshkov', 'Dema', 'Dhimitri', 'Ëmri', 'Rebel']);
  });
  it('sorts descending, keeping the list order among equal texts', () => {
    expect(sortPositions(rows, all, 'rendi', 'desc')).toEqual([0, 2, 1, 3, 4]);
    expect(sortPositions(rows, all, 'familja', 'asc')).toEqual([2, 0, 4, 1, 3]);
  });
  it('sorts Nr numerically', () => {
    expect(sortPositions(rows, [10, 2, 1], 'nr')).toEqual([1, 2, 10]);
    expect(sortPositions(rows, [10, 2, 1], 'nr', 'desc')).toEqual([10, 2, 1]);
    expect(sortPositions(rows, [3, 1], undefined)).toEqual([1, 3]);
  });
});

describe('explorePositions', () => {
  it('filters to an order, a family, endemic rows, within a search', () => {
    expect(explorePositions(rows, undefined, { order: 'Lepidoptera' }, none)).toEqual([1, 3, 4]);
    expect(explorePositions(rows, undefined, { family: 'Zygaenidae' }, none)).toEqual([1, 3]);
    expect(explorePositions(rows, undefined, { endemic: true }, new Set([3]))).toEqual([3]);
    expect(explorePositions(rows, [0, 1, 3], { order: 'Lepidoptera', sort: 'lloji', dir: 'desc' }, none)).toEqual([1, 3]);
    expect(explorePositions(rows, undefined, { order: 'Odonata', family: 'Zygaenidae' }, none)).toEqual([]);
  });
  it('knows the default view', () => {
    expect(isDefaultView({})).toBe(true);
    expect(isDefaultView({ view: 'grouped' })).toBe(false);
  });
});

describe('groupByOrderAndFamily', () => {
  it('groups in list order, rows in the shown order', () => {
    const groups = groupByOrderAndFamily(rows, [4, 3, 2, 1, 0], 'lloji');
    expect(groups.map((group) => [group.order, group.count, group.families.map((family) => [family.family, family.positions])])).toEqual([
      ['Odonata', 2, [['Libellulidae', [0]], ['Aeshnidae', [2]]]],
      ['Lepidoptera', 3, [['Zygaenidae', [3, 1]], ['Noctuidae', [4]]]],
    ]);
  });
  it('follows a sort by family', () => {
    const groups = groupByOrderAndFamily(rows, sortPositions(rows, [0, 1, 2, 3, 4], 'familja'), 'familja');
    expect(groups.map((group) => group.order)).toEqual(['Odonata', 'Lepidoptera']);
    expect(groups[0]!.families.map((family) => family.family)).toEqual(['Aeshnidae', 'Libellulidae']);
  });
});

describe('taxonOptions', () => {
  it('lists orders and families alphabetically with counts', () => {
    const options = taxonOptions(rows);
    expect(options.orders).toEqual([{ name: 'Lepidoptera', count: 3 }, { name: 'Odonata', count: 2 }]);
    expect(options.families.map((family) => `${family.name}:${family.order}:${family.count}`)).toEqual([
      'Aeshnidae:Odonata:1', 'Libellulidae:Odonata:1', 'Noctuidae:Lepidoptera:1', 'Zygaenidae:Lepidoptera:2',
    ]);
  });
});

describe('viewCsv', () => {
  it('writes the shown rows in their order with their Nr and the group', async () => {
    const { viewCsv } = await import('./checklist-download.ts');
    const lines = viewCsv('Insektet', rows, [3, 1]).replace(/^\uFEFF/, '').trim().split('\r\n');
    expect(lines).toEqual([
      'Nr,Klasa,Rendi,Familja,Lloji,Referenca,Grupi',
      '4,,Lepidoptera,Zygaenidae,"Çelia alba Hübner, 1813","Dhimitri, 2010",Insektet',
      '2,,Lepidoptera,Zygaenidae,"Zygaena carniolica (Scopoli, 1763)","Rebel, 1931",Insektet',
    ]);
  });
});
