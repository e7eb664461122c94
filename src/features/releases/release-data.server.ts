// A release's landing page at build time: the release, every version for the links, and its changes by group, each
// species with the address of its page (the species' own, an old name's, or a removed species').
import { loadValidContent } from '../../content/node/load-content.server.ts';
import { loadReleases } from '../../content/node/releases.server.ts';
import { versionEntries } from '../../content/derived/releases.ts';
import { spellingAddress, speciesKey } from '../../content/parse/species-identity.ts';
import { releaseChangeGroups, type ReleasePageData } from './release-page-data.ts';

/** The page of a published version; any other number is a 404. */
export function loadReleasePage(versionParam: string): ReleasePageData {
  const releases = loadReleases();
  const entry = /^\d+$/.test(versionParam) ? releases.find(({ release }) => release.version === Number(versionParam)) : undefined;
  if (!entry) throw new Response('Not Found', { status: 404 });
  const content = loadValidContent();
  const pageOf = (name: string): string | null => {
    const listed = content.species.byKey.get(speciesKey(name));
    if (listed) return listed.slug;
    const slug = spellingAddress(name);
    return content.renamed.bySlug.has(slug) || content.removed.has(slug) ? slug : null;
  };
  return {
    release: entry.release,
    versions: versionEntries(content.config, releases.map(({ release }) => release.version)),
    groups: entry.changes && releaseChangeGroups(entry.changes, content.config.groups.map((group) => group.name), pageOf),
  };
}
