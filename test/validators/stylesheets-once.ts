// Pages as the Nu HTML Checker is given them: each distinct inline stylesheet once. The checker spends time on every
// character of a <style> element's text, and most pages carry the same few stylesheets (the owners' 3,200 pages share
// four, half of each page): checking them on every page was half of the checker's time.
import { Parser } from 'htmlparser2';

const LINE_BREAK = /\r\n|\r|\n/g;

/** A page as given to the checker, and where a position in it is in the page itself (lines are the same). */
export type GivenPage = { text: string; columnInPage: (line: number, column: number) => number };

/**
 * Gives each page in turn: a stylesheet met for the first time is left as it is; a stylesheet met before is given
 * with its line breaks only, so that every line keeps its number. On a line where such a stylesheet ends, what
 * follows it moves left: `columnInPage` moves a message's column back.
 */
export function stylesheetsOnce(): (html: string) => GivenPage {
  const seen = new Set<string>();
  return (html) => {
    const repeated: StylesheetText[] = [];
    for (const text of stylesheetsIn(html)) {
      if (seen.has(text.data)) repeated.push(text);
      else seen.add(text.data);
    }
    if (repeated.length === 0) return { text: html, columnInPage: (_line, column) => column };

    // Built piece by piece, counting lines as they are written: each removal's line and column in the given text.
    const shifts: { line: number; from: number; by: number }[] = [];
    let given = '';
    let line = 1;
    let lineStart = 0;
    const write = (piece: string) => {
      for (const found of piece.matchAll(LINE_BREAK)) {
        line += 1;
        lineStart = given.length + found.index + found[0].length;
      }
      given += piece;
    };
    let from = 0;
    for (const text of repeated) {
      write(html.slice(from, text.startIndex));
      const breaks = text.data.match(LINE_BREAK) ?? [];
      write(breaks.join(''));
      // What the stylesheet had on its last line (all of it, when it has one line) is gone from that line.
      const lastBreak = Math.max(text.data.lastIndexOf('\n'), text.data.lastIndexOf('\r'));
      shifts.push({ line, from: given.length - lineStart + 1, by: text.data.length - (lastBreak + 1) });
      from = text.endIndex + 1;
    }
    write(html.slice(from));
    return {
      text: given,
      columnInPage: (atLine, column) => column + shifts.filter((shift) => shift.line === atLine && shift.from <= column).reduce((sum, shift) => sum + shift.by, 0),
    };
  };
}

/** A `<style>` element's text and where it is in the page (its first and last character). */
type StylesheetText = { data: string; startIndex: number; endIndex: number };

/** The text of each `<style>` element that has one, in page order: read as the page is parsed, without building it. */
function stylesheetsIn(html: string): StylesheetText[] {
  const found: StylesheetText[] = [];
  let current: StylesheetText | null = null;
  const parser = new Parser(
    {
      onopentag: (name) => {
        if (name === 'style') current = { data: '', startIndex: -1, endIndex: -1 };
      },
      ontext: (data) => {
        if (!current) return;
        // The text of one element can come in several pieces.
        if (current.startIndex < 0) current.startIndex = parser.startIndex;
        current.data += data;
        current.endIndex = parser.endIndex;
      },
      onclosetag: (name) => {
        if (name !== 'style') return;
        if (current && current.data !== '') found.push(current);
        current = null;
      },
    },
    { decodeEntities: false },
  );
  parser.end(html);
  return found;
}
