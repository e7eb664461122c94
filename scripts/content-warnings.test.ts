// A content folder with a problem in each of gallery.csv, references.md and endemic.json, and a photo that breaks off:
// the content check and the build both report each one, located, and the build prints them once, under one content line; both say
// which files the folder lacks and the default content gives, and read a checklist and a photo saved under a
// look-alike name.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUILD_LAYOUT } from '../src/config/build-info.server.ts';

const repo = path.resolve(import.meta.dirname, '..');
const dir = mkdtempSync(path.join(tmpdir(), 'fauna-warnings-'));
const buildDir = path.join(repo, `build-content-warnings${process.env.E2E_WORKSPACE ?? ''}`);
afterAll(() => [dir, buildDir].forEach((folder) => rmSync(folder, { recursive: true, force: true })));

// Its Odonata checklist is saved as "odonata.csv": read as the listed Odonata.csv, and reported.
const LOOK_ALIKE = 'checklists/odonata.csv: warning: read as "Odonata.csv", the name the site looks for; the name must be exactly that, letter for letter: rename this file "Odonata.csv", or write "odonata.csv" as its group\'s file in site.json';
const ADDED_SPECIES = 'Sympetrum sanguineum';
// The photo of Eresus kollari is saved as "eresus_kollari.JPG": shown as its photo, and reported where it is asked.
const PHOTO_LOOK_ALIKE = 'gallery.csv:2:1: warning: no photos/Eresus kollari.jpg, but "photos/eresus_kollari.JPG" looks like it, so it is shown in its place: rename it "Eresus kollari.jpg"';

const EXPECTED = [
  LOOK_ALIKE,
  'endemic.json:7:9: warning: groups[0].species[0] ("Brachythele kosovarica"): has no description',
  PHOTO_LOOK_ALIKE,
  'gallery.csv:3:2: warning: the photographer credit (Foto) for "Philaeus chrysops" is empty: write who took photos/Philaeus chrysops.jpg',
  'references.md:3:3: warning: no year found (APA style: "Author, A. (2020). Title…"); the entry is shown as written',
];

// The folder has one checklist: the default content's others are used, and both commands say so in one line.
const BORROWED = /^not in that folder, so taken from the default content \(content\/\): .*checklists\/Lepidoptera\.csv/;

// Canis lupus has no photo yet, so its empty credit is no problem.
const UNREPORTED = 'Canis lupus';

// The photo of Lucanus cervus breaks off half-way (copied only in part): left out, a placeholder shows, both say so.
const BROKEN_PHOTO = 'Lucanus cervus';
const BROKEN_PHOTO_WARNING = `photos/${BROKEN_PHOTO}.jpg: warning: the photo cannot be read whole (VipsJpeg: premature end of JPEG image), so the site does not use it (a placeholder shows): it may have been copied only in part; copy it again from the original, as a JPEG named "${BROKEN_PHOTO}.jpg"`;

beforeAll(async () => {
  writeFileSync(path.join(dir, 'gallery.csv'), `Lloji,Foto\nEresus kollari,A. Photographer\nPhilaeus chrysops,\n${UNREPORTED},\n${BROKEN_PHOTO},A. Photographer\n`);
  mkdirSync(path.join(dir, 'photos'));
  const photo = sharp({ create: { width: 40, height: 30, channels: 3, background: '#2a6b3c' } }).jpeg();
  await photo.clone().toFile(path.join(dir, 'photos', 'Philaeus chrysops.jpg'));
  await photo.clone().toFile(path.join(dir, 'photos', 'eresus_kollari.JPG'));
  const noise = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } }).jpeg().toBuffer();
  writeFileSync(path.join(dir, 'photos', `${BROKEN_PHOTO}.jpg`), noise.subarray(0, noise.length >> 1));
  const endemic = JSON.parse(readFileSync(path.join(repo, 'content/endemic.json'), 'utf8')) as { groups: { species: { description: string }[] }[] };
  endemic.groups[0]!.species[0]!.description = '';
  writeFileSync(path.join(dir, 'endemic.json'), JSON.stringify(endemic, null, 2));
  const references = readFileSync(path.join(repo, 'content/references.md'), 'utf8').split('\n');
  references.splice(2, 0, '- Somebody without a year, a title. *A Journal*');
  writeFileSync(path.join(dir, 'references.md'), references.join('\n'));
  cpSync(path.join(repo, 'content/site.json'), path.join(dir, 'site.json'));
  mkdirSync(path.join(dir, 'checklists'));
  const odonata = readFileSync(path.join(repo, 'content/checklists/Odonata.csv'), 'utf8').trimEnd();
  writeFileSync(path.join(dir, 'checklists', 'odonata.csv'), `${odonata}\n7,Odonata,Libellulidae,"${ADDED_SPECIES} (Müller, 1764)","(Vinko et al., 2020)"\n`);
});

const env = { ...process.env, FAUNA_CONTENT: dir, FAUNA_BASE: '', FAUNA_BUILD_DIR: buildDir };

describe('warnings of every content file', () => {
  it('are listed by the content check with file:line:column', () => {
    const result = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/check-content.ts', dir], { cwd: repo, encoding: 'utf8', env });
    expect(result.status).toBe(0);
    for (const line of [...EXPECTED, BROKEN_PHOTO_WARNING]) expect(result.stdout.split('\n')).toContain(line);
    expect(result.stdout.split('\n').filter((line) => BORROWED.test(line))).toHaveLength(1);
    expect(result.stdout).not.toContain(UNREPORTED);
  });

  it('are printed once by a quiet build, under one content line', () => {
    const result = spawnSync('npm', ['run', '--silent', 'build'], { cwd: repo, encoding: 'utf8', env });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status, output).toBe(0);
    const lines = output.split('\n');
    for (const line of EXPECTED) expect(lines.filter((printed) => printed === line)).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith('content: '))).toHaveLength(1);
    expect(lines.filter((line) => BORROWED.test(line))).toHaveLength(1);
    // The photo that breaks off: named once, under the photo step's line, and the build goes on.
    expect(lines.filter((printed) => printed === BROKEN_PHOTO_WARNING)).toHaveLength(1);
    expect(lines[lines.indexOf(BROKEN_PHOTO_WARNING) - 1]).toBe('photos: 1 not used');
    expect(output).not.toMatch(/deprecated|Future Flag/i);
    // The look-alike is what the site publishes and shows as Odonata.
    const client = path.join(realpathSync(path.join(buildDir, BUILD_LAYOUT.current)), BUILD_LAYOUT.client);
    expect(readFileSync(path.join(client, 'data', 'Odonata.csv'), 'utf8')).toContain(ADDED_SPECIES);
    expect(readFileSync(path.join(client, 'families', 'Odonata', 'index.html'), 'utf8')).toContain(ADDED_SPECIES);
    // The look-alike photo is the gallery's photo of Eresus kollari.
    const home = readFileSync(path.join(client, 'index.html'), 'utf8');
    expect(home).toMatch(/src="[^"]*photos\/eresus-kollari-\d+-[0-9a-f]{8}\.jpg"/);
    // The photo left out: its species is in the gallery, with the placeholder, and no file of it is published.
    expect(home).toContain(BROKEN_PHOTO);
    expect(home).not.toContain('photos/lucanus-cervus-');
    // Its photographer is not credited under the placeholder; Eresus kollari's, whose photo shows, is.
    expect(home.match(/A\. Photographer/g)).toHaveLength(1);
    expect(readdirSync(path.join(client, 'photos')).filter((file) => file.startsWith('lucanus-cervus-'))).toEqual([]);
  }, 180_000);
});
