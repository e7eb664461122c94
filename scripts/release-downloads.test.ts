// Old release downloads stay at their addresses after a new release is built (issue 21): the default content is
// built, then a copy of it publishes version 3 the way the README tells the owners to (version 2's files from the
// first build kept in releases/2/, the version raised, release 3 named in site.json with a DOI) and is built again.
// Every download of releases 1 and 2 is at the same address with the same bytes; release 3 carries its date and DOI
// into the footer, the Dataset JSON-LD, eml.xml and the Catalogue of Life package. One of its checklists was saved as
// UTF-16: its species are the same (only the one removed species is a change) and it is published in UTF-8.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { strFromU8, unzipSync } from 'fflate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_LAYOUT } from '../src/config/build-info.server.ts';
import { readSiteManifest, type SiteManifest } from '../src/config/site-manifest.server.ts';

const repo = path.resolve(import.meta.dirname, '..');
const workspace = process.env.E2E_WORKSPACE ?? '';
const builds = { first: path.join(repo, `build-release-downloads${workspace}-1`), second: path.join(repo, `build-release-downloads${workspace}-2`) };
const content = mkdtempSync(path.join(tmpdir(), 'fauna-release-3-'));
afterAll(() => [content, ...Object.values(builds)].forEach((folder) => rmSync(folder, { recursive: true, force: true })));

const DOI = '10.5555/fauna-of-kosovo.v3'; // Crossref's prefix for tests
const OLD_DOWNLOADS = [1, 2].flatMap((version) => ['fauna-of-kosovo.csv', 'references.md', 'changes.csv', 'CHANGES.md'].map((file) => `/data/releases/${version}/${file}`)).filter((address) => !/\/1\/(changes|CHANGES)/.test(address));

type Built = { manifest: SiteManifest; client: string; output: string };
let first: Built;
let second: Built;

function build(buildDir: string, contentDir?: string): Built {
  const env = { ...process.env, FAUNA_CONTENT: contentDir ?? '', FAUNA_BASE: '', FAUNA_SITE_URL: 'https://fauna.example/', FAUNA_BUILD_DIR: buildDir };
  const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: repo, encoding: 'utf8', env });
  const output = `${result.stdout}\n${result.stderr}`;
  if (result.status !== 0) throw new Error(`build failed:\n${output}`);
  const site = realpathSync(path.join(buildDir, BUILD_LAYOUT.current));
  return { manifest: readSiteManifest(site), client: path.join(site, BUILD_LAYOUT.client), output };
}

const bytes = ({ manifest, client }: Built, address: string) => readFileSync(path.join(client, manifest.resources[address]!.file));

beforeAll(() => {
  first = build(builds.first);
  // Next year's version, as the README says: keep version 2's published files, raise the version, name release 3.
  cpSync(path.join(repo, 'content'), content, { recursive: true });
  mkdirSync(path.join(content, 'releases/2'));
  for (const file of ['fauna-of-kosovo.csv', 'references.md']) cpSync(path.join(first.client, 'data/releases/2', file), path.join(content, 'releases/2', file));
  const site = JSON.parse(readFileSync(path.join(content, 'site.json'), 'utf8')) as { citation: { year: number; version: number }; releases: object[] };
  site.citation = { ...site.citation, year: 2026, version: 3 };
  site.releases.push({ version: 3, issued: '2026-03-14', doi: DOI });
  writeFileSync(path.join(content, 'site.json'), JSON.stringify(site, null, 2));
  // Version 3 lists one species fewer.
  const birds = path.join(content, 'checklists/Shpendet.csv');
  writeFileSync(birds, readFileSync(birds, 'utf8').replace(/^6,Passeriformes,Paridae,.*\n/m, ''));
  // And one checklist comes from a spreadsheet's "Unicode Text" (UTF-16 with a byte order mark), not "CSV UTF-8".
  const dragonflies = path.join(content, 'checklists/Odonata.csv');
  writeFileSync(dragonflies, Buffer.concat([Buffer.of(0xff, 0xfe), Buffer.from(readFileSync(dragonflies, 'utf8'), 'utf16le')]));
  second = build(builds.second, content);
}, 600_000);

describe('a new release built', () => {
  it("leaves every download of the releases before it at its address, byte for byte", () => {
    for (const address of OLD_DOWNLOADS) {
      expect(second.manifest.resources[address], address).toMatchObject({ file: address.slice(1), type: first.manifest.resources[address]!.type, hash: first.manifest.resources[address]!.hash });
      expect(bytes(second, address).equals(bytes(first, address)), address).toBe(true);
    }
    // Version 2 is now read from the files kept in releases/2/, which are what the first build published.
    expect(second.output).not.toMatch(/releases\/2\/.*warning/);
  });

  it('reads a checklist saved as UTF-16 as the owners meant, says how to save it, and publishes it in UTF-8', () => {
    expect(second.output).toMatch(/checklists\/Odonata\.csv(:\d+)?: warning: the file is saved as UTF-16LE .* save the spreadsheet as "CSV UTF-8"/);
    expect(bytes(second, '/data/Odonata.csv').toString('utf8')).toBe(`\uFEFF${bytes(first, '/data/Odonata.csv').toString('utf8')}`);
  });

  it('publishes the new release with its changes since the one before', () => {
    expect(bytes(second, '/data/releases/3/fauna-of-kosovo.csv').equals(bytes(second, '/data/fauna-of-kosovo.csv'))).toBe(true);
    expect(bytes(second, '/data/releases/3/changes.csv').toString('utf8')).toBe('\uFEFFNdryshimi,Lloji,Grupi,Më parë,Tani\r\nremoved,"Parus major Linnaeus, 1758",Shpendet,"Parus major Linnaeus, 1758",\r\n');
  });

  it("carries the new release's date and DOI into the footer, the Dataset JSON-LD, eml.xml and the ColDP metadata", () => {
    const home = bytes(second, '/').toString('utf8');
    expect(home).toContain(`<a class="footer-doi" href="https://doi.org/${DOI}">https://doi.org/${DOI}</a>`);
    const [dataset] = [...home.matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)].map((match) => JSON.parse(match[1]!) as Record<string, unknown>).filter((data) => data['@type'] === 'Dataset');
    expect(dataset).toMatchObject({
      version: '3',
      datePublished: '2026-03-14',
      identifier: `https://doi.org/${DOI}`,
      isBasedOn: { '@type': 'Dataset', version: '2', datePublished: '2025', distribution: expect.arrayContaining([{ '@type': 'DataDownload', contentUrl: 'https://fauna.example/data/releases/2/fauna-of-kosovo.csv', encodingFormat: 'text/csv' }]) },
    });
    const eml = strFromU8(unzipSync(new Uint8Array(bytes(second, '/data/fauna-of-kosovo-dwca.zip')))['eml.xml']!);
    expect(eml).toContain('<pubDate>2026-03-14</pubDate>');
    expect(eml).toContain(`<alternateIdentifier>https://doi.org/${DOI}</alternateIdentifier>`);
    expect(eml).toContain('packageId="fauna-of-kosovo-v3"');
    const metadata = strFromU8(unzipSync(new Uint8Array(bytes(second, '/data/fauna-of-kosovo-coldp.zip')))['metadata.yaml']!);
    expect(metadata).toMatch(new RegExp(`^doi: ${DOI.replace(/\./g, '\\.')}$`, 'm'));
    expect(metadata).toMatch(/^issued: 2026-03-14$/m);
    expect(metadata).toMatch(/^version: "3"$/m);
  });
});
