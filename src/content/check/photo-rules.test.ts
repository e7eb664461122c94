import { describe, expect, it } from 'vitest';
import { checkPhotos, photoContentIssue, photoFormat, photoStandIns, unreadablePhotoIssue } from './photo-rules.ts';

const asked = (species: string, file = 'gallery.csv', line = 2, column = 1) => ({ name: `${species}.jpg`, file, line, column });

describe('the photos folder against what the content asks of it', () => {
  it('says nothing of photos that are there, in any case of .jpg or .jpeg, nor of one not there yet', () => {
    expect(checkPhotos([asked('Salmo trutta'), asked('Rosalia alpina'), asked('Testudo hermanni')], ['Salmo trutta.JPEG', 'Rosalia alpina.jpg', 'README.md', '.DS_Store', 'Thumbs.db', 'desktop.ini'])).toEqual([]);
  });

  it('warns at a file that is not a JPEG, which the site does not use', () => {
    expect(checkPhotos([], ['Zamenis situla.png', 'Lanius collurio.heic'])).toEqual([
      { severity: 'warning', file: 'photos/Zamenis situla.png', line: 0, message: 'not a JPEG photo, so the site does not use it: save it as "Zamenis situla.jpg"' },
      { severity: 'warning', file: 'photos/Lanius collurio.heic', line: 0, message: 'not a JPEG photo, so the site does not use it: save it as "Lanius collurio.jpg"' },
    ]);
  });

  it('names the file a missing photo most likely is, where the photo is asked for', () => {
    const issues = checkPhotos(
      [asked('Salmo trutta', 'gallery.csv', 3), asked('Zamenis situla', 'gallery.csv', 4), { name: 'Potamophylax kosovaensis.jpg', file: 'endemic.json', line: 92, column: 20 }],
      ['salmo_trutta.JPG', 'Zamenis situla.png', 'Potamophylax  kosovaensis .jpeg'],
    );
    expect(issues.filter((issue) => issue.file !== 'photos/Zamenis situla.png')).toEqual([
      { severity: 'warning', file: 'gallery.csv', line: 3, column: 1, message: 'no photos/Salmo trutta.jpg, but "photos/salmo_trutta.JPG" looks like it, so it is shown in its place: rename it "Salmo trutta.jpg"' },
      { severity: 'warning', file: 'gallery.csv', line: 4, column: 1, message: 'no photos/Zamenis situla.jpg, but "photos/Zamenis situla.png" looks like it: save it as a JPEG named "Zamenis situla.jpg" (a placeholder shows until then)' },
      {
        severity: 'warning',
        file: 'endemic.json',
        line: 92,
        column: 20,
        message: 'no photos/Potamophylax kosovaensis.jpg, but "photos/Potamophylax  kosovaensis .jpeg" looks like it, so it is shown in its place: rename it "Potamophylax kosovaensis.jpg"',
      },
    ]);
  });

  it('warns at a JPEG nothing asks for, which the site does not show: a gallery row forgotten, or a copy', () => {
    const requests = [asked('Salmo trutta'), { name: 'Rosalia alpina.jpg', file: 'endemic.json', line: 40, column: 16 }, asked('Zamenis situla'), asked('Lutra lutra')];
    const names = ['Salmo trutta.jpg', 'Salmo trutta (2).jpg', 'Rosalia alpina.jpg', 'Lanius collurio.JPEG', 'zamenis_situla.jpg', 'Lutra lutra - Copy.jpg', 'README.md'];
    const message = 'no row of gallery.csv or endemic.json asks for this photo, so the site does not show it: give its species a row in gallery.csv (the name, then the photo\'s credit), or delete the file';
    expect(checkPhotos(requests, names).filter((issue) => issue.line === 0)).toEqual([
      { severity: 'warning', file: 'photos/Salmo trutta (2).jpg', line: 0, message: "a copy of the photo of Salmo trutta, which the site shows from its own file: delete this one, or put it in that file's place" },
      { severity: 'warning', file: 'photos/Lanius collurio.JPEG', line: 0, message },
      { severity: 'warning', file: 'photos/Lutra lutra - Copy.jpg', line: 0, message: 'a copy of the photo of Lutra lutra under another name, so the site does not show it: rename it "Lutra lutra.jpg"' },
    ]);
    expect(checkPhotos([], ['Lanius collurio.jpg'])[0]?.message).toMatch(/^no row of gallery\.csv asks for this photo/);
  });

  it('reads a JPEG saved under a look-alike name as the photo asked for, never another image or a photo asked for itself', () => {
    const requests = [asked('Salmo trutta'), asked('Zamenis situla'), asked('Rosalia alpina'), asked('Rosalia  alpina'), asked('Polygonia c-album')];
    const names = ['salmo_trutta.JPG', 'Zamenis situla.png', 'Rosalia alpina.jpg', 'Polygonia c album.jpeg', 'notes.txt'];
    expect([...photoStandIns(requests, names)].sort()).toEqual([
      ['Polygonia c-album', 'Polygonia c album.jpeg'],
      ['Salmo trutta', 'salmo_trutta.JPG'],
    ]);
  });
});

describe('what a photo file holds, by its first bytes', () => {
  const bytes = (...parts: (string | number[])[]) => Uint8Array.from(parts.flatMap((part) => (typeof part === 'string' ? [...part].map((letter) => letter.charCodeAt(0)) : part)));

  it('tells a JPEG from the images a camera, a phone or an editor saves, and from what is no image', () => {
    expect(photoFormat(bytes([0xff, 0xd8, 0xff, 0xe1], 'Exif'))).toBe('jpeg');
    expect(photoFormat(bytes([0x89], 'PNG\r\n'))).toBe('png');
    expect(photoFormat(bytes('RIFF', [1, 2, 3, 4], 'WEBPVP8 '))).toBe('webp');
    expect(photoFormat(bytes('GIF89a'))).toBe('gif');
    expect(photoFormat(bytes('II*', [0]))).toBe('tiff');
    expect(photoFormat(bytes([0, 0, 0, 0x1c], 'ftypavif'))).toBe('avif');
    for (const brand of ['heic', 'heix', 'mif1']) expect(photoFormat(bytes([0, 0, 0, 0x18], `ftyp${brand}`))).toBe('heic');
    expect(photoFormat(bytes([0, 0, 0, 0x18], 'ftypisom'))).toBeNull(); // a video
    expect(photoFormat(bytes('not an image'))).toBeNull();
    expect(photoFormat(bytes())).toBeNull();
  });

  it("reads any image the photo step reads under a JPEG's name; of an HEIC photo and of what is no image, says the site does not use it", () => {
    expect(photoContentIssue('Salmo trutta.jpg', bytes([0xff, 0xd8, 0xff, 0xdb]))).toBeNull();
    expect(photoContentIssue('Salmo trutta.jpg', bytes([0x89], 'PNG'))).toBeNull();
    expect(photoContentIssue('Salmo trutta.jpg', bytes([0, 0, 0, 0x18], 'ftypheic'))).toEqual({
      severity: 'warning',
      file: 'photos/Salmo trutta.jpg',
      line: 0,
      message: 'not a JPEG inside, but an HEIC photo (the format iPhones save), so the site does not use it (a placeholder shows): save the photo as a JPEG named "Salmo trutta.jpg"',
    });
    expect(photoContentIssue('Salmo trutta.jpg', bytes('a text'))?.message).toMatch(/^not a JPEG inside, nor any image the site reads, so the site does not use it/);
  });
});

describe('a photo that cannot be read whole', () => {
  it("is a warning at its file, with the image library's first line and what to do", () => {
    expect(unreadablePhotoIssue('Salmo trutta.jpg', 'VipsJpeg: premature end of JPEG image\n')).toEqual({
      severity: 'warning',
      file: 'photos/Salmo trutta.jpg',
      line: 0,
      message: 'the photo cannot be read whole (VipsJpeg: premature end of JPEG image), so the site does not use it (a placeholder shows): it may have been copied only in part; copy it again from the original, as a JPEG named "Salmo trutta.jpg"',
    });
    expect(unreadablePhotoIssue('Salmo trutta.jpg', 'Input file is missing.\nsecond line').message).toMatch(/^the photo cannot be read whole \(Input file is missing\), so/);
  });
});
