// A release's landing page at build time: the release, every version for the links, and its changes by group, each
// species with the address of its page (the species' own, an old name's, or a removed species').
import { loadValidContent } from '../../content/node/load-content.server.ts';
import { releaseSummary } from '../../content/derived/releases.ts';
import { spellingAddress, speciesKey } from '../../content/parse/species-identity.ts';
import { releaseChangeGroups, type ReleasePageData } from './release-page-data.ts';

/** The page of a published version; any other number is a 404. */
export function loadReleasePage(versionParam: string): ReleasePageData {
  const content = loadValidContent();
  const release = /^\d+$/.test(versionParam) ? content.releases.list.find((entry) => entry.version === Number(versionParam)) : undefined;
  if (!release) throw new Response('Not Found', { status: 404 });
  const pageOf = (name: string): string | null => {
    const listed = content.species.byKey.get(speciesKey(name));
    if (listed) return listed.slug;
    const slug = spellingAddress(name);
    return content.renamed.bySlug.has(slug) || content.removed.has(slug) ? slug : null;
  };
  return {
    release: releaseSummary(release),
    versions: content.releases.list.map(({ version, issued, current }) => ({ version, issued, current })),
    groups: release.changes && releaseChangeGroups(release.changes, content.config.groups.map((group) => group.name), pageOf),
  };
}
