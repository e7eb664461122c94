// Finds metadata (EXIF, GPS, XMP, IPTC, comments) in JPEG, WebP and AVIF files by walking their containers,
// so that a signature such as 'GPS' is only searched where metadata can live, never in compressed pixels.

const ascii = (bytes: Uint8Array, start: number, length: number) => String.fromCharCode(...bytes.subarray(start, start + length));

function contains(haystack: Uint8Array, needle: string): boolean {
  return Buffer.from(haystack.buffer, haystack.byteOffset, haystack.byteLength).includes(needle, 0, 'latin1');
}

type Scan = { findings: string[]; metadataRegions: Uint8Array[] };

/** JPEG: every segment before and between scans; APP1 (Exif/XMP), APP13 (IPTC) and comments are metadata. */
function scanJpeg(bytes: Uint8Array): Scan {
  const findings: string[] = [];
  const metadataRegions: Uint8Array[] = [];
  const allowed = new Set([0xe0, 0xe2, 0xee]); // JFIF, ICC profile, Adobe colour transform
  let i = 2;
  while (i + 1 < bytes.length) {
    if (bytes[i] !== 0xff) return { findings: [...findings, `JPEG: broken marker at byte ${i}`], metadataRegions };
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i += 1;
      continue;
    }
    if (marker === 0xd9) {
      if (i + 2 < bytes.length) {
        findings.push(`JPEG: ${bytes.length - i - 2} bytes after the end of the image`);
        metadataRegions.push(bytes.subarray(i + 2));
      }
      break;
    }
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    const segment = bytes.subarray(i + 4, i + 2 + length);
    metadataRegions.push(segment);
    const isApp = marker >= 0xe0 && marker <= 0xef;
    if ((isApp && !allowed.has(marker)) || marker === 0xfe) {
      findings.push(`JPEG: ${marker === 0xfe ? 'comment' : `APP${marker - 0xe0}`} segment (${ascii(segment, 0, 12).replace(/[^\x20-\x7e]/g, '.')})`);
    }
    i += 2 + length;
    if (marker === 0xda) {
      // Entropy-coded data runs until the next marker that is neither a stuffed 0xFF00 nor a restart marker.
      while (i + 1 < bytes.length && !(bytes[i] === 0xff && bytes[i + 1] !== 0 && (bytes[i + 1]! < 0xd0 || bytes[i + 1]! > 0xd7))) i += 1;
    }
  }
  return { findings, metadataRegions };
}

/** WebP: RIFF chunks; EXIF and XMP chunks (or their VP8X flags) are metadata. */
function scanWebp(bytes: Uint8Array): Scan {
  const findings: string[] = [];
  const metadataRegions: Uint8Array[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 12; i + 8 <= bytes.length; ) {
    const fourcc = ascii(bytes, i, 4);
    const size = view.getUint32(i + 4, true);
    const payload = bytes.subarray(i + 8, i + 8 + size);
    if (fourcc === 'EXIF' || fourcc === 'XMP ') findings.push(`WebP: ${fourcc.trim()} chunk`);
    if (fourcc === 'VP8X' && payload[0]! & 0x0c) findings.push('WebP: VP8X announces EXIF/XMP');
    if (!['VP8 ', 'VP8L', 'ALPH', 'ANMF'].includes(fourcc)) metadataRegions.push(payload);
    i += 8 + size + (size % 2);
  }
  return { findings, metadataRegions };
}

/** AVIF (ISOBMFF): metadata lives as items of the 'meta' box: type 'Exif', or 'mime' (XMP). */
function scanAvif(bytes: Uint8Array): Scan {
  const findings: string[] = [];
  const metadataRegions: Uint8Array[] = [];
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let i = 0; i + 8 <= bytes.length; ) {
    let size = view.getUint32(i);
    const type = ascii(bytes, i + 4, 4);
    if (size === 1) size = Number(view.getBigUint64(i + 8));
    if (size === 0) size = bytes.length - i;
    if (size < 8) return { findings: [...findings, `AVIF: broken box at byte ${i}`], metadataRegions };
    const box = bytes.subarray(i, i + size);
    if (type !== 'mdat') metadataRegions.push(box);
    if (type === 'meta') {
      if (contains(box, 'Exif')) findings.push('AVIF: Exif item');
      if (contains(box, 'mime')) findings.push('AVIF: mime (XMP) item');
    }
    i += size;
  }
  return { findings, metadataRegions };
}

/** Every trace of metadata in an image file; an empty list means a clean file. */
export function imageMetadata(bytes: Uint8Array): string[] {
  let scan: Scan;
  if (bytes[0] === 0xff && bytes[1] === 0xd8) scan = scanJpeg(bytes);
  else if (ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') scan = scanWebp(bytes);
  else if (ascii(bytes, 4, 4) === 'ftyp') scan = scanAvif(bytes);
  else scan = { findings: ['unknown image format'], metadataRegions: [bytes] };

  const findings = [...scan.findings];
  if (contains(bytes, 'Exif\0\0')) findings.push("signature 'Exif\\0\\0'");
  if (contains(bytes, '<x:xmpmeta')) findings.push("signature '<x:xmpmeta'");
  if (scan.metadataRegions.some((region) => contains(region, 'GPS'))) findings.push("'GPS' outside the image data");
  return findings;
}
