import { describe, expect, it } from 'vitest';
import type { SpeciesChange } from '../../content/derived/release-changes.ts';
import type { VersionEntry } from '../../content/derived/releases.ts';
import { releaseChangeGroups, unkeptVersionBefore } from './release-page-data.ts';

const change = (code: SpeciesChange['code'], name: string, groups: string[], previous: string | null = null, current: string | null = null): SpeciesChange => ({
  code,
  key: name.split(' ').slice(0, 2).join(' '),
  name,
  groups,
  previous,
  current,
});

describe('releaseChangeGroups', () => {
  const changes = [
    change('moved', 'Rutilus rutilus (Linnaeus, 1758)', ['Pisces'], 'Cypriniformes › Cyprinidae', 'Cypriniformes › Leuciscidae'),
    change('added', 'Eratigena mirusha Geci, Naumova & Ibrahimi, 2025', ['Araneae']),
    change('authorship', 'Rutilus rutilus (Linnaeus, 1758)', ['Pisces'], 'Linnaeus, 1758', '(Linnaeus, 1758)'),
    change('removed', 'Proteus anguinus Laurenti, 1768', ['Amphibia']),
  ];
  const pages = (name: string) => (name.startsWith('Proteus') ? null : name.split(' ').slice(0, 2).join('-'));

  it('groups the changes in menu order, a group no longer in the menu last; each kind in the order of the codes', () => {
    const groups = releaseChangeGroups(changes, ['Araneae', 'Pisces', 'Aves'], pages);
    expect(groups.map((group) => [group.group, group.total, group.byCode.map((entry) => entry.code)])).toEqual([
      ['Araneae', 1, ['added']],
      ['Pisces', 1, ['moved', 'authorship']],
      ['Amphibia', 1, ['removed']],
    ]);
  });

  it('links each species to its page where the site has one, with what it was and is', () => {
    const [, pisces, amphibia] = releaseChangeGroups(changes, ['Araneae', 'Pisces'], pages);
    expect(pisces?.byCode[0]?.changes).toEqual([{ name: 'Rutilus rutilus (Linnaeus, 1758)', slug: 'Rutilus-rutilus', previous: 'Cypriniformes › Cyprinidae', current: 'Cypriniformes › Leuciscidae' }]);
    expect(amphibia?.byCode[0]?.changes[0]?.slug).toBeNull();
  });
});

describe('unkeptVersionBefore', () => {
  const entry = (version: number, published: boolean): VersionEntry => ({ version, issued: String(2022 + version), doi: null, current: false, published });

  it('names the newest version before the release when the site keeps none of them', () => {
    expect(unkeptVersionBefore({ version: 3, previous: null }, [entry(1, false), entry(2, false), entry(3, true)])).toBe(2);
  });

  it('is null for the earliest version named, and for a release with a kept version before it', () => {
    expect(unkeptVersionBefore({ version: 1, previous: null }, [entry(1, true), entry(2, true)])).toBeNull();
    expect(unkeptVersionBefore({ version: 3, previous: 2 }, [entry(1, false), entry(2, true), entry(3, true)])).toBeNull();
  });
});
