// Photos reach visitors without EXIF, GPS or XMP (GPS would lead poachers to protected species).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { BUILDS, OWNERS_CONTENT } from './builds.ts';
import { expect, test } from './fixtures.ts';
import { imageMetadata } from './image-metadata.ts';

test.describe.configure({ mode: 'parallel' });

const IMAGE_TYPES: Record<string, string> = { '.avif': 'image/avif', '.webp': 'image/webp', '.jpg': 'image/jpeg' };

/** Photo URLs (relative to the site root) in a page's HTML: src and srcset attributes. */
function photoUrls(html: string): string[] {
  const attributes = [...html.matchAll(/\s(?:src|srcset|srcSet)="([^"]*)"/g)].map((match) => match[1]!);
  const urls = attributes.flatMap((value) => value.split(',').map((entry) => entry.trim().split(/\s+/)[0]!));
  return urls.filter((url) => /(^|\/)photos\//.test(url)).map((url) => url.slice(url.indexOf('photos/')));
}

async function sharpMetadata(bytes: Buffer) {
  const { exif, xmp, iptc } = await sharp(bytes).metadata();
  return { exif: exif !== undefined, xmp: xmp !== undefined, iptc: iptc !== undefined };
}

test.describe("the owners' photos as served", () => {
  test.skip(({ build }) => build !== 'owners', "needs photos (owners' content)");

  test('every served image is free of EXIF, GPS and XMP', async ({ request, build }) => {
    const folder = path.resolve(import.meta.dirname, '..', BUILDS[build].buildDir, 'client/photos');
    const files = readdirSync(folder);
    expect(files.length).toBeGreaterThanOrEqual(15 * 3);

    // The pages link only to files of that folder.
    const linked = new Set<string>();
    for (const page of ['./', 'endemic']) {
      const response = await request.get(page);
      expect(response.ok()).toBe(true);
      for (const url of photoUrls(await response.text())) linked.add(url);
    }
    expect(linked.size).toBeGreaterThanOrEqual(15 * 3);
    for (const url of linked) expect(files, `${url} is linked from a page`).toContain(decodeURIComponent(url.slice('photos/'.length)));

    for (const file of files) {
      const response = await request.get(`photos/${encodeURIComponent(file)}`);
      expect(response.status(), file).toBe(200);
      expect(response.headers()['content-type'], file).toBe(IMAGE_TYPES[path.extname(file)]);
      const bytes = await response.body();
      expect(imageMetadata(bytes), file).toEqual([]);
      expect(await sharpMetadata(bytes), file).toEqual({ exif: false, xmp: false, iptc: false });
    }
  });

  test("the check does find the metadata of the owners' original photos", async () => {
    const folder = path.join(OWNERS_CONTENT, 'photos');
    const flagged = readdirSync(folder).filter((file) => imageMetadata(readFileSync(path.join(folder, file))).length > 0);
    for (const file of readdirSync(folder)) {
      const metadata = await sharpMetadata(readFileSync(path.join(folder, file)));
      if (metadata.exif || metadata.xmp || metadata.iptc) expect(flagged, `${file} has metadata`).toContain(file);
    }
    expect(flagged.length).toBeGreaterThan(0);
  });
});

test.describe('the metadata check itself', () => {
  test.skip(({ build }) => build !== 'default', 'independent of the build: runs once');

  const pixels = () => sharp({ create: { width: 48, height: 32, channels: 3, background: '#3a7d5c' } });
  const EXIF = { IFD0: { Copyright: 'Test' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '42/1 40/1 0/1' } };
  const XMP =
    '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#">' +
    '<rdf:Description xmlns:exif="http://ns.adobe.com/exif/1.0/" exif:GPSLatitude="42,40.0N"/></rdf:RDF></x:xmpmeta>';

  for (const format of ['jpeg', 'webp', 'avif'] as const) {
    test(`finds EXIF (with GPS) and XMP in ${format}, and nothing in a clean file`, async () => {
      expect(imageMetadata(await pixels().toFormat(format).toBuffer())).toEqual([]);
      expect(imageMetadata(await pixels().withExif(EXIF).toFormat(format).toBuffer())).toContain("signature 'Exif\\0\\0'");
      expect(imageMetadata(await pixels().withXmp(XMP).toFormat(format).toBuffer())).toContain("signature '<x:xmpmeta'");
    });
  }
});
