import { describe, expect, it } from 'vitest';
import { DEFAULT_CONTENT_DIR } from './content-dir.server.ts';
import { loadRelease, loadReleases, loadSpeciesHistory } from './releases.server.ts';

const source = { dirs: [DEFAULT_CONTENT_DIR] };

describe('what the pages get of the releases at build time', () => {
  it('every published release with its summary and its changes, oldest first', () => {
    const releases = loadReleases(source);
    expect(releases.map(({ release, changes }) => [release.version, release.current, changes?.length ?? null])).toEqual([[1, false, null], [2, true, 5]]);
    expect(loadRelease(2, source)?.release.changeCounts).toEqual({ added: 2, removed: 0, renamed: 0, moved: 2, authorship: 1, 'sources-added': 0 });
    expect(loadRelease(3, source)).toBeNull();
    // What a loader returns travels as JSON to the browser.
    expect(JSON.parse(JSON.stringify(releases))).toEqual(releases);
  });

  it("a current species' history by its key, null for a name the list does not hold", () => {
    expect(loadSpeciesHistory('Squalius cephalus', source)).toEqual({
      since: 1,
      changes: [{ version: 2, code: 'moved', previous: 'Cypriniformes › Cyprinidae', current: 'Cypriniformes › Leuciscidae' }],
    });
    expect(loadSpeciesHistory('Eratigena mirusha', source)).toEqual({ since: 2, changes: [] });
    expect(loadSpeciesHistory('Homo sapiens', source)).toBeNull();
  });
});
