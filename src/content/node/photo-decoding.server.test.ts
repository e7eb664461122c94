import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { photoDecodingIssues, unreadablePhotoWarning } from './photo-decoding.server.ts';

const work = mkdtempSync(path.join(tmpdir(), 'fauna-photo-decoding-'));
const own = path.join(work, 'own');
const defaults = path.join(work, 'default');
const source = { dirs: [own, defaults] };
afterAll(() => rmSync(work, { recursive: true, force: true }));

let whole: Buffer;
beforeAll(async () => {
  for (const dir of [own, defaults]) mkdirSync(path.join(dir, 'photos'), { recursive: true });
  whole = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: 40 } } })
    .jpeg()
    .toBuffer();
});

describe('photos decoded by the content check', () => {
  it('names each photo that breaks off at its file, once, and passes the whole ones', async () => {
    const at = (dir: string, name: string, bytes: Buffer) => {
      const file = path.join(dir, 'photos', name);
      writeFileSync(file, bytes);
      return file;
    };
    const half = at(own, 'Salmo trutta.jpg', whole.subarray(0, whole.length >> 1));
    const good = at(own, 'Rosalia alpina.jpg', whole);
    const borrowed = at(defaults, 'Testudo hermanni.jpg', whole.subarray(0, 600));
    // Two species may share one file: it is decoded, and named, once.
    const photos = new Map([['Salmo trutta', half], ['Rosalia alpina', good], ['Salmo trutta fario', half], ['Testudo hermanni', borrowed]]);
    const issues = await photoDecodingIssues(source, photos);
    expect(issues.map(({ file, folder, severity }) => [file, folder, severity])).toEqual([
      ['photos/Salmo trutta.jpg', undefined, 'warning'],
      ['photos/Testudo hermanni.jpg', defaults, 'warning'],
    ]);
    expect(issues[0]!.message).toMatch(/^the photo cannot be read whole \(VipsJpeg: premature end of JPEG image\), so the site does not use it/);
  });

  it("names a photo the build's photo step left out the same way", () => {
    const issue = unreadablePhotoWarning(source, { path: path.join(own, 'photos', 'Salmo trutta.jpg'), reason: 'VipsJpeg: premature end of JPEG image' });
    expect([issue.file, issue.folder, issue.line]).toEqual(['photos/Salmo trutta.jpg', undefined, 0]);
  });
});
