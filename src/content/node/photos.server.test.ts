import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { describeUnless, missingFile } from '../../../test/skip-unless.ts';
import type { PhotoManifest, ProcessedPhoto, ProcessPhotosOptions } from './photos.server.ts';
import { photoDecodeProblem, photoSlug, processPhotos, variantWidths } from './photos.server.ts';
import { OWNERS_CONTENT } from '../../../test/owners-content.ts';

const SPECIES = 'Synthetica testudo';

/** processPhotos where every photo is expected to be made: its manifest. */
async function madePhotos(options: ProcessPhotosOptions): Promise<PhotoManifest> {
  const { manifest, unreadable } = await processPhotos(options);
  expect(unreadable).toEqual([]);
  return manifest;
}
const XMP =
  '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
  '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="42,39.5N" exif:GPSLongitude="21,10.2E"/>' +
  '</rdf:RDF></x:xmpmeta>';

let tmp: string;
let source: string;

/** A 1200×800 camera-like JPEG stored sideways (EXIF orientation 6), red in its stored top-left corner, with EXIF+GPS, XMP and a P3 profile. */
async function syntheticPhoto(): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800">
    <rect width="1200" height="800" fill="#2a6b3c"/><rect width="300" height="200" fill="#ff0000"/></svg>`;
  return sharp(Buffer.from(svg))
    .jpeg({ quality: 90 })
    .withExif({
      IFD0: { Copyright: 'SECRET-OWNER', Make: 'TestCam' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 39/1 30/1', GPSLongitudeRef: 'E', GPSLongitude: '21/1 10/1 12/1' },
    })
    .withMetadata({ orientation: 6 })
    .withXmp(XMP)
    .withIccProfile('p3')
    .toBuffer();
}

/** Tag ids of EXIF IFD0 (to prove the source really carries a GPS IFD, tag 0x8825). */
function exifIfd0Tags(exif: Buffer): number[] {
  const tiff = exif.subarray(6); // after "Exif\0\0"
  const little = tiff.toString('latin1', 0, 2) === 'II';
  const u16 = (offset: number) => (little ? tiff.readUInt16LE(offset) : tiff.readUInt16BE(offset));
  const ifd0 = little ? tiff.readUInt32LE(4) : tiff.readUInt32BE(4);
  return Array.from({ length: u16(ifd0) }, (_, index) => u16(ifd0 + 2 + index * 12));
}

/** Every file a processed photo refers to, with the width its srcset descriptor claims (if any). */
function photoFiles(photo: ProcessedPhoto): { src: string; descriptor?: number }[] {
  const fromSrcset = photo.sources.flatMap((source) =>
    source.srcset.split(', ').map((entry) => {
      const [src = '', width = ''] = entry.split(' ');
      return { src, descriptor: Number.parseInt(width, 10) };
    }),
  );
  return [...fromSrcset, { src: photo.fallback.src }, { src: photo.full.src }];
}

async function expectNoMetadata(file: string) {
  const metadata = await sharp(file).metadata();
  expect(metadata.exif, file).toBeUndefined();
  expect(metadata.xmp, file).toBeUndefined();
  expect(metadata.iptc, file).toBeUndefined();
  expect(metadata.icc, file).toBeUndefined();
  expect(metadata.orientation ?? 1, file).toBe(1);
  const bytes = readFileSync(file).toString('latin1');
  for (const marker of ['Exif\0\0', 'GPS', 'SECRET-OWNER', 'TestCam', 'xmpmeta']) expect(bytes.includes(marker), `${file} has ${marker}`).toBe(false);
}

beforeAll(async () => {
  tmp = await mkdtemp(path.join(tmpdir(), 'fauna-photos-'));
  source = path.join(tmp, `${SPECIES}.jpg`);
  await writeFile(source, await syntheticPhoto());
});

afterAll(async () => {
  await rm(tmp, { recursive: true, force: true });
});

describe('processPhotos on a synthetic camera photo', () => {
  let manifest: PhotoManifest;
  let outDir: string;
  const cacheDir = () => path.join(tmp, 'cache');

  beforeAll(async () => {
    outDir = path.join(tmp, 'out');
    manifest = await madePhotos({ photos: new Map([[SPECIES, source]]), outDir, urlPrefix: 'photos/', cacheDir: cacheDir() });
  });

  it('starts from a source that really carries EXIF with GPS, XMP and an ICC profile', async () => {
    const metadata = await sharp(source).metadata();
    expect(metadata.orientation).toBe(6);
    expect(metadata.xmp).toBeDefined();
    expect(metadata.icc).toBeDefined();
    expect(exifIfd0Tags(metadata.exif!)).toContain(0x8825);
    expect(readFileSync(source).toString('latin1')).toContain('Exif\0\0');
  });

  it('strips every piece of metadata from every output', async () => {
    const photo = manifest[SPECIES]!;
    const files = photoFiles(photo);
    expect(files.length).toBe(3 + 3 + 2);
    for (const { src } of files) await expectNoMetadata(path.join(outDir, src));
  });

  it('bakes the orientation in and describes the real sizes, never upscaling', async () => {
    const photo = manifest[SPECIES]!;
    expect([photo.width, photo.height]).toEqual([800, 1200]);
    expect(photo.full).toMatchObject({ width: 800, height: 1200 });
    expect(photo.fallback).toMatchObject({ width: 640, height: 960 });
    expect(photo.sources.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    for (const { src, descriptor } of photoFiles(photo)) {
      const metadata = await sharp(path.join(outDir, src)).metadata();
      if (descriptor !== undefined) expect(metadata.width).toBe(descriptor);
      expect(metadata.height! / metadata.width!).toBeCloseTo(1.5, 2);
    }
    // The stored top-left red corner must now be at the top right.
    const { data, info } = await sharp(path.join(outDir, photo.full.src)).raw().toBuffer({ resolveWithObject: true });
    const pixel = (x: number, y: number) => [...data.subarray((y * info.width + x) * info.channels, (y * info.width + x) * info.channels + 3)];
    expect(pixel(760, 40)[0]).toBeGreaterThan(200);
    expect(pixel(40, 40)[0]).toBeLessThan(100);
    expect(pixel(40, 1160)[0]).toBeLessThan(100);
  });

  it('names files by slug, width and content hash, in the given prefix', () => {
    const photo = manifest[SPECIES]!;
    expect(photo.sources[0]!.srcset).toMatch(
      /^photos\/synthetica-testudo-320-[0-9a-f]{8}\.avif 320w, photos\/synthetica-testudo-640-[0-9a-f]{8}\.avif 640w, photos\/synthetica-testudo-800-[0-9a-f]{8}\.avif 800w$/,
    );
    for (const { src } of photoFiles(photo)) {
      const hash = /-([0-9a-f]{8})\.\w+$/.exec(src)![1];
      expect(createHash('sha256').update(readFileSync(path.join(outDir, src))).digest('hex').slice(0, 8)).toBe(hash);
    }
    expect(readdirSync(path.join(outDir, 'photos')).length).toBe(8);
  });

  it('paints the average colour while loading', () => {
    expect(manifest[SPECIES]!.placeholderColor).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('copies from the cache without re-encoding on a rebuild', async () => {
    const secondOut = path.join(tmp, 'out-2');
    const reports: { species: string; fromCache: boolean }[] = [];
    const again = await madePhotos({
      photos: new Map([[SPECIES, source]]),
      outDir: secondOut,
      urlPrefix: 'photos',
      cacheDir: cacheDir(),
      onPhoto: ({ species, fromCache }) => reports.push({ species, fromCache }),
    });
    expect(reports).toEqual([{ species: SPECIES, fromCache: true }]);
    expect(again).toEqual(manifest);
    for (const { src } of photoFiles(again[SPECIES]!)) expect(existsSync(path.join(secondOut, src))).toBe(true);
  });

  it('really uses the cached bytes (a tampered cache file shows up in the output)', async () => {
    const tamperCache = path.join(tmp, 'cache-tamper');
    await cp(cacheDir(), tamperCache, { recursive: true });
    const [cached] = readdirSync(tamperCache, { recursive: true, encoding: 'utf8' }).filter((name) => name.endsWith('320.webp'));
    await writeFile(path.join(tamperCache, cached!), 'not re-encoded');
    const again = await madePhotos({ photos: new Map([[SPECIES, source]]), outDir: path.join(tmp, 'out-t2'), urlPrefix: 'photos/', cacheDir: tamperCache });
    const webp320 = again[SPECIES]!.sources[1]!.srcset.split(' ')[0]!;
    expect(await readFile(path.join(tmp, 'out-t2', webp320), 'utf8')).toBe('not re-encoded');
  });

  it('keys the manifest by the NFC species name and reuses the cache under another name', async () => {
    const nfd = 'Synthetica te\u0301studo';
    const reports: boolean[] = [];
    const result = await madePhotos({
      photos: new Map([[nfd, source]]),
      outDir: path.join(tmp, 'out-nfc'),
      urlPrefix: 'photos/',
      cacheDir: cacheDir(),
      onPhoto: ({ fromCache }) => reports.push(fromCache),
    });
    expect(Object.keys(result)).toEqual(['Synthetica t\u00E9studo']);
    expect(result['Synthetica t\u00E9studo']!.full.src).toMatch(/^photos\/synthetica-testudo-800-/);
    expect(reports).toEqual([true]);
  });
});

describe('processPhotos edge cases', () => {
  it('never upscales a small photo: one size, which is both fallback and full', async () => {
    const small = path.join(tmp, 'small.png');
    await sharp({ create: { width: 200, height: 150, channels: 3, background: '#5a6b3c' } }).png().toFile(small);
    const manifest = await madePhotos({ photos: new Map([['Parva avis', small]]), outDir: path.join(tmp, 'out-small'), urlPrefix: 'img/', cacheDir: path.join(tmp, 'cache') });
    const photo = manifest['Parva avis']!;
    expect([photo.width, photo.height]).toEqual([200, 150]);
    expect(photo.sources[0]!.srcset).toMatch(/^img\/parva-avis-200-[0-9a-f]{8}\.avif 200w$/);
    expect(photo.fallback).toEqual(photo.full);
    expect(photo.placeholderColor).toBe('#5a6b3c');
  });

  it('serves two species sharing one photo file, each under its own name', async () => {
    const photos = new Map([
      ['Gemina prima', source],
      ['Gemina secunda', source],
    ]);
    const manifest = await madePhotos({ photos, outDir: path.join(tmp, 'out-shared'), urlPrefix: 'photos/', cacheDir: path.join(tmp, 'cache-shared') });
    const [first, second] = [manifest['Gemina prima']!, manifest['Gemina secunda']!];
    expect(first.full.src).toMatch(/^photos\/gemina-prima-800-/);
    expect(second.full.src).toBe(first.full.src.replace('gemina-prima', 'gemina-secunda'));
    for (const { src } of [...photoFiles(first), ...photoFiles(second)]) expect(existsSync(path.join(tmp, 'out-shared', src))).toBe(true);
  });

  it('leaves out a photo that cannot be read whole, naming it, and makes the others', async () => {
    const whole = await syntheticPhoto();
    const at = (name: string) => path.join(tmp, name);
    const [halfway, garbled, gone, good] = [at('halfway.jpg'), at('garbled.jpg'), at('gone.jpg'), at('good.jpg')];
    await writeFile(halfway, whole.subarray(0, Math.floor(whole.length / 2))); // copied only in part
    await writeFile(garbled, Buffer.concat([whole.subarray(0, 4), Buffer.from('and nothing of an image after')]));
    await writeFile(good, whole);
    const photos = new Map([['Fracta prima', halfway], ['Fracta secunda', garbled], ['Absens tertia', gone], ['Integra quarta', good]]);
    const { manifest, unreadable } = await processPhotos({ photos, outDir: path.join(tmp, 'out-broken'), urlPrefix: 'photos/', cacheDir: path.join(tmp, 'cache-broken') });
    expect(Object.keys(manifest)).toEqual(['Integra quarta']);
    expect(unreadable.map(({ species, path }) => [species, path])).toEqual([['Fracta prima', halfway], ['Fracta secunda', garbled], ['Absens tertia', gone]]);
    // Each with its own reason, though they failed side by side (libvips keeps one message for the process).
    expect(unreadable.map(({ reason }) => reason.split('\n')[0]!.replace(/:.*\/gone\.jpg$/, ':'))).toEqual([
      'VipsJpeg: premature end of JPEG image',
      'Input file has corrupt header: VipsJpeg: premature end of JPEG image',
      'Input file is missing:',
    ]);
    expect(readdirSync(path.join(tmp, 'out-broken', 'photos')).every((file) => file.startsWith('integra-quarta-'))).toBe(true);
    // The content check's decoding finds the same photos, and passes the whole one.
    expect(await photoDecodeProblem(halfway)).toMatch(/\S/);
    expect(await photoDecodeProblem(garbled)).toMatch(/\S/);
    expect(await photoDecodeProblem(good)).toBeNull();
  });

  it("removes the half-encoded folders of builds that were stopped, never those of a build still running", async () => {
    const cache = path.join(tmp, 'cache-abandoned');
    const gonePid = spawnSync(process.execPath, ['-e', '']).pid!;
    const shard = path.join(cache, 'ab');
    const [stopped, running, finished] = [`abc.tmp-${gonePid}-x1`, `abd.tmp-${process.pid}-y2`, 'abe'].map((name) => path.join(shard, name));
    for (const folder of [stopped!, running!, finished!]) await mkdir(folder, { recursive: true });
    await processPhotos({ photos: new Map(), outDir: path.join(tmp, 'out-abandoned'), urlPrefix: 'photos/', cacheDir: cache });
    expect(readdirSync(shard).sort()).toEqual(['abd.tmp-' + process.pid + '-y2', 'abe']);
  });
});

describe('variantWidths and photoSlug', () => {
  it('picks widths up to the original, capping any edge at 1600 px', () => {
    expect(variantWidths(2048, 1536)).toEqual([320, 640, 960, 1600]);
    expect(variantWidths(1440, 800)).toEqual([320, 640, 960, 1440]);
    expect(variantWidths(700, 412)).toEqual([320, 640]);
    expect(variantWidths(1980, 3520)).toEqual([320, 640, 900]);
    expect(variantWidths(206, 206)).toEqual([206]);
  });

  it('slugs species names for file names', () => {
    expect(photoSlug('Potamophylax coronavirus')).toBe('potamophylax-coronavirus');
    expect(photoSlug(' Zamenis  situla (juv.) ')).toBe('zamenis-situla-juv');
    expect(photoSlug('Çëä')).toBe('cea');
  });
});

const ownersPhotos = path.join(OWNERS_CONTENT, 'photos');

describeUnless(missingFile(ownersPhotos))('owners’ photos', () => {
  // Testudo hermanni: a 3520×1980 iPhone original with EXIF orientation 8; Motacilla alba: 206 px with EXIF and IPTC.
  it('processes two real photos: rotated, stripped, not upscaled', { timeout: 90_000 }, async () => {
    const byName = new Map(readdirSync(ownersPhotos).map((name) => [name.normalize('NFC'), path.join(ownersPhotos, name)]));
    const photos = new Map<string, string>();
    for (const species of ['Testudo hermanni', 'Motacilla alba']) {
      const file = byName.get(`${species}.jpg`);
      if (file) photos.set(species, file);
    }
    expect(photos.size).toBe(2);
    const outDir = path.join(tmp, 'out-real');
    const manifest = await madePhotos({ photos, outDir, urlPrefix: 'photos/', cacheDir: path.join(tmp, 'cache-real') });

    const testudo = manifest['Testudo hermanni']!;
    expect(testudo.height).toBeGreaterThan(testudo.width); // portrait once orientation 8 is applied
    expect(Math.max(testudo.width, testudo.height)).toBeLessThanOrEqual(1600);
    const motacilla = manifest['Motacilla alba']!;
    expect([motacilla.width, motacilla.height]).toEqual([206, 206]);
    for (const photo of [testudo, motacilla]) {
      for (const { src } of photoFiles(photo)) {
        const metadata = await sharp(path.join(outDir, src)).metadata();
        expect(metadata.exif ?? metadata.xmp ?? metadata.iptc ?? metadata.icc, src).toBeUndefined();
        expect(readFileSync(path.join(outDir, src)).toString('latin1')).not.toContain('Exif\0\0');
      }
    }
  });
});
