// The text of a content file as its owners meant it. The README asks for UTF-8; spreadsheets also write UTF-16
// (Excel's "Unicode Text") and the Windows code page (Excel's plain "CSV"). Each is read where its bytes leave no
// doubt, and the maintainers are told how to save the file next time; a letter that could be read two ways is an error.
import { readFileSync } from 'node:fs';
import iconv from 'iconv-lite';
import type { ContentIssue } from '../issues.ts';

/**
 * `Windows`: the Central European (1250) or Western (1252) code page, told apart by nothing in the file: every letter
 * in it reads the same in both. `mixed`: UTF-8 with such letters among it. `unknown`: a byte that is neither UTF-8
 * nor the same letter in both pages, read as "\uFFFD". `workbook`: no text at all, but a spreadsheet's (or a word
 * processor's) own file saved under the text file's name (its text is empty).
 */
export type TextEncoding = 'UTF-8' | 'UTF-16LE' | 'UTF-16BE' | 'Windows' | 'mixed' | 'unknown' | 'workbook';

/**
 * Where the first letter outside ASCII is (1-based, the column in letters): for `mixed`, the first in the code page;
 * for `unknown`, the first that reads two ways, with its two readings.
 */
export type TextPlace = { line: number; column: number; letter: string };

/** Letters saved twice over ("Ã«" for "ë"), put right: how many, and the first (its `letter` says "Ã«" → "ë"). */
export type Repaired = { count: number; first: TextPlace };

export type ContentText = { text: string; encoding: TextEncoding; firstNonAscii: TextPlace | null; repaired?: Repaired };

const UTF8 = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true });
const UTF8_LOSSY = new TextDecoder('utf-8', { ignoreBOM: true });

/** The bytes outside ASCII, 0x80–0xFF. */
const HIGH_BYTES = Array.from({ length: 128 }, (_, index) => 0x80 + index);

/** The bytes 0x80–0xFF that read as the same letter in the Central European and the Western code page. */
const SAME_IN_BOTH_PAGES = new Set(
  HIGH_BYTES.filter((byte) => {
    const central = iconv.decode(Buffer.of(byte), 'win1250');
    return central !== '\uFFFD' && central === iconv.decode(Buffer.of(byte), 'win1252');
  }),
);

/** UTF-16 without a byte order mark: ASCII letters leave a zero byte in every other place. */
function utf16WithoutMark(bytes: Uint8Array): 'UTF-16LE' | 'UTF-16BE' | null {
  const sample = bytes.subarray(0, Math.min(bytes.length, 4096) & ~1);
  let even = 0;
  let odd = 0;
  for (let index = 0; index < sample.length; index += 2) {
    if (sample[index] === 0) even++;
    if (sample[index + 1] === 0) odd++;
  }
  const pairs = sample.length / 2;
  if (pairs < 2) return null;
  if (odd >= pairs / 4 && even === 0) return 'UTF-16LE';
  if (even >= pairs / 4 && odd === 0) return 'UTF-16BE';
  return null;
}

/** The line and column (in letters) of byte `at`, and how `letter` names it. */
function placeOf(bytes: Uint8Array, at: number, letter: string): TextPlace {
  const lineStart = bytes.lastIndexOf(0x0a, at - 1) + 1;
  let line = 1;
  for (let index = 0; index < lineStart; index++) if (bytes[index] === 0x0a) line++;
  const before = UTF8_LOSSY.decode(bytes.subarray(lineStart, at)).replace(/^\uFEFF/, '');
  return { line, column: [...before].length + 1, letter };
}

/** The place (1-based, in letters) of `index` in `text`. */
function placeIn(text: string, index: number, letter: string): TextPlace {
  const lines = text.slice(0, index).replace(/^\uFEFF/, '').split('\n');
  return { line: lines.length, column: [...lines.at(-1)!].length + 1, letter };
}

function firstNonAsciiOf(text: string): TextPlace | null {
  const pattern = /[^\0-\x7F]/gu;
  pattern.lastIndex = text.startsWith('\uFEFF') ? 1 : 0;
  const match = pattern.exec(text);
  return match ? placeIn(text, match.index, match[0]) : null;
}

/** The Western code page's five unassigned bytes (0x81, 0x8D…): Windows reads each as the control letter of its number. */
const WESTERN_UNASSIGNED = new Set(HIGH_BYTES.filter((byte) => iconv.decode(Buffer.of(byte), 'win1252') === '\uFFFD'));

/** The byte a letter is in the Western code page as Windows reads it, or null. */
function westernByte(letter: string): number | null {
  const code = letter.charCodeAt(0);
  if (WESTERN_UNASSIGNED.has(code)) return code;
  const [byte] = iconv.encode(letter, 'win1252');
  return byte !== undefined && iconv.decode(Buffer.of(byte), 'win1252') === letter ? byte : null;
}

/** Two letters that are one letter's UTF-8 read in the Western code page: "Ã«" is "ë", "Å¡" is "š". */
const TWICE_SAVED = /[\u00C2-\u00DF][^\0-\x7F\uFFFD]/g;

/**
 * Letters saved twice over: a UTF-8 file opened in a spreadsheet as the Western code page and saved again ("Ã«" for
 * "ë"). Put right only in a text that has "Ã" before a letter outside ASCII (never so in a name or an Albanian word),
 * and only pairs that are one Latin letter's two bytes.
 */
function repairTwiceSaved(text: string): { text: string; repaired?: Repaired } {
  if (!/\u00C3[^\0-\x7F\uFFFD]/.test(text)) return { text };
  let count = 0;
  let first: TextPlace | undefined;
  const repaired = text.replace(TWICE_SAVED, (pair, index: number) => {
    const bytes = [...pair].map(westernByte);
    if (bytes.includes(null)) return pair;
    let letter: string;
    try {
      letter = UTF8.decode(Uint8Array.from(bytes as number[]));
    } catch {
      return pair;
    }
    if (!/^[\u00C0-\u024F]$/.test(letter)) return pair;
    count++;
    first ??= placeIn(text, index, `"${pair}" for "${letter}"`);
    return letter;
  });
  return first ? { text: repaired, repaired: { count, first } } : { text };
}

/** A content file's bytes as text: UTF-8 (a byte order mark kept, as the parsers expect), else what they surely are. */
export function decodeContentText(bytes: Uint8Array): ContentText {
  const decoded = decodeBytes(bytes);
  if (decoded.encoding === 'unknown') return decoded;
  const { text, repaired } = repairTwiceSaved(decoded.text);
  return repaired ? { ...decoded, text, repaired } : decoded;
}

/**
 * The first bytes of office programs' own files: ZIP (.xlsx, .ods, .docx, .odt) and Office 97–2003's (.xls, .doc).
 */
const WORKBOOK_SIGNATURES = [Uint8Array.of(0x50, 0x4b, 0x03, 0x04), Uint8Array.of(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1)];

const isWorkbook = (bytes: Uint8Array) => WORKBOOK_SIGNATURES.some((signature) => signature.every((byte, index) => bytes[index] === byte));

function decodeBytes(bytes: Uint8Array): ContentText {
  if (isWorkbook(bytes)) return { text: '', encoding: 'workbook', firstNonAscii: null };
  const utf16 = bytes[0] === 0xff && bytes[1] === 0xfe ? 'UTF-16LE' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'UTF-16BE' : utf16WithoutMark(bytes);
  if (utf16) {
    const text = iconv.decode(Buffer.from(bytes), utf16 === 'UTF-16LE' ? 'utf16le' : 'utf16be', { stripBOM: true });
    return { text, encoding: utf16, firstNonAscii: firstNonAsciiOf(text) };
  }
  try {
    return { text: UTF8.decode(bytes), encoding: 'UTF-8', firstNonAscii: null };
  } catch {
    // Not UTF-8: below.
  }
  if (bytes.every((byte) => byte < 0x80 || SAME_IN_BOTH_PAGES.has(byte))) {
    const text = iconv.decode(Buffer.from(bytes), 'win1252');
    return { text, encoding: 'Windows', firstNonAscii: firstNonAsciiOf(text) };
  }
  return decodeMixed(bytes);
}

/** The length of the UTF-8 sequence of one letter at `at` (2 to 4 bytes), or 0 if the bytes there are not one. */
function utf8LetterLength(bytes: Uint8Array, at: number): number {
  for (let length = 2; length <= 4 && at + length <= bytes.length; length++) {
    try {
      if ([...UTF8.decode(bytes.subarray(at, at + length))].length === 1) return length;
    } catch {
      // Not yet a whole letter: one byte more.
    }
  }
  return 0;
}

/**
 * UTF-8 with bytes of the Windows code page among it (rows pasted from another file): each UTF-8 letter as UTF-8,
 * each other byte in the code page where it reads the same in 1250 and 1252, else "\uFFFD" and `unknown`.
 */
function decodeMixed(bytes: Uint8Array): ContentText {
  let text = '';
  let plainFrom = 0;
  let windows: TextPlace | null = null;
  let doubtful: TextPlace | null = null;
  for (let at = 0; at < bytes.length; ) {
    if (bytes[at]! < 0x80) {
      at++;
      continue;
    }
    text += UTF8.decode(bytes.subarray(plainFrom, at));
    const length = utf8LetterLength(bytes, at);
    const byte = bytes[at]!;
    if (length > 0) {
      text += UTF8.decode(bytes.subarray(at, at + length));
    } else if (SAME_IN_BOTH_PAGES.has(byte)) {
      const letter = iconv.decode(Buffer.of(byte), 'win1252');
      windows ??= placeOf(bytes, at, letter);
      text += letter;
    } else {
      doubtful ??= placeOf(bytes, at, `"${iconv.decode(Buffer.of(byte), 'win1252')}" in the Western code page, "${iconv.decode(Buffer.of(byte), 'win1250')}" in the Central European one`);
      text += '\uFFFD';
    }
    at += Math.max(length, 1);
    plainFrom = at;
  }
  text += UTF8.decode(bytes.subarray(plainFrom));
  return doubtful ? { text, encoding: 'unknown', firstNonAscii: doubtful } : { text, encoding: 'mixed', firstNonAscii: windows };
}

/** A content file read as its owners meant it (decodeContentText). */
export function readContentText(file: string): ContentText {
  return decodeContentText(readFileSync(file));
}

const isCsv = (file: string) => /\.csv$/i.test(file);

/** How to save the file in UTF-8, in the program the maintainer most likely used. */
const saveAsUtf8 = (file: string) => (isCsv(file) ? 'save the spreadsheet as "CSV UTF-8"' : 'save it as UTF-8 in your text editor');

/**
 * What the maintainers should know of a file's encoding: nothing for UTF-8; a warning for a file read right in
 * another encoding; an error for letters that could be read two ways (they show as "\uFFFD").
 */
export function encodingIssues({ encoding, firstNonAscii: at, repaired }: ContentText, file: string): ContentIssue[] {
  const issues = repaired ? [twiceSavedIssue(repaired, file)] : [];
  if (encoding === 'UTF-8') return issues;
  if (encoding === 'workbook') {
    const message = isCsv(file)
      ? `the file is a spreadsheet's workbook (.xlsx, .ods or .xls) under a text file's name, not text: it cannot be read; open it in the spreadsheet and save it as "CSV UTF-8" (File → Save As), under this name`
      : `the file is a word processor's or spreadsheet's document (.docx, .odt, .xlsx…) under a text file's name, not text: it cannot be read; save it as plain text in UTF-8, under this name`;
    return [{ severity: 'error', file, line: 0, message }];
  }
  const place = placeOfIssue(at, file);
  if (encoding === 'unknown') {
    const message = `the file is not in UTF-8, and its letters could be read two ways (here ${at?.letter}): they show as "\uFFFD"; ${saveAsUtf8(file)}`;
    return [{ severity: 'error', file, ...place, message }];
  }
  const advice = `but other programs may not; ${saveAsUtf8(file)}`;
  const message =
    encoding === 'mixed'
      ? `the file is in UTF-8 with letters in the Windows code page among it (rows pasted from another file), the first here (${at ? shownLetter(at.letter) : ''}): the site reads them right, ${advice}`
      : `the file is saved ${encoding === 'Windows' ? 'in the Windows code page (a spreadsheet\'s plain "CSV")' : `as ${encoding} (a spreadsheet's "Unicode Text")`}, not UTF-8: the site reads its letters right${at ? `, from ${shownLetter(at.letter)} here on` : ''}, ${advice}`;
  return [{ severity: 'warning', file, ...place, message }, ...issues];
}

const INVISIBLE_NAMES: Record<string, string> = { '\u00A0': 'the no-break space', '\u00AD': 'the soft hyphen' };

/** A letter as a message shows it: quoted, or named with its code where it cannot be seen ("the no-break space U+00A0"). */
export function shownLetter(letter: string): string {
  if (!/^[\s\p{C}]$/u.test(letter) && !(letter in INVISIBLE_NAMES)) return `"${letter}"`;
  const code = `U+${letter.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
  return `${INVISIBLE_NAMES[letter] ?? 'the invisible letter'} ${code}`;
}

/** A CSV issue's column is a cell's number: its line is enough there, the letter names the place. */
function placeOfIssue(at: TextPlace | null, file: string): { line: number; column?: number } {
  return !at ? { line: 0 } : isCsv(file) ? { line: at.line } : { line: at.line, column: at.column };
}

function twiceSavedIssue({ count, first }: Repaired, file: string): ContentIssue {
  const how = isCsv(file) ? 'open it in the spreadsheet as UTF-8 (Data → From Text/CSV, "65001: Unicode (UTF-8)"), then save it as "CSV UTF-8"' : 'fix the letters in your text editor';
  const places = count === 1 ? 'once' : `${count} times`;
  return { severity: 'warning', file, ...placeOfIssue(first, file), message: `letters were saved twice over, here ${first.letter} (${places} in the file): the site shows the letters meant; ${how}` };
}

/**
 * A checklist as the site publishes it: the owners' bytes when they are UTF-8 as meant, else the text read from them
 * in UTF-8 (with a byte order mark, so that spreadsheets open it as UTF-8), never another encoding under a UTF-8 label.
 */
export function publishedCsv(bytes: Uint8Array, decoded: ContentText): Uint8Array {
  const asSaved = (decoded.encoding === 'UTF-8' && !decoded.repaired) || decoded.encoding === 'unknown';
  return asSaved ? bytes : Buffer.from(`\uFEFF${decoded.text.replace(/^\uFEFF/, '')}`, 'utf8');
}
