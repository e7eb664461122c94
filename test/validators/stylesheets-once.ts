// Pages as the Nu HTML Checker is given them: each distinct inline stylesheet once. The checker spends time on every
// character of a <style> element's text, and most pages carry the same few stylesheets (the owners' 3,200 pages share
// four, half of each page): checking them on every page was half of the checker's time.
import { isText, type Text } from 'domhandler';
import { findAll } from 'domutils';
import { parseDocument } from 'htmlparser2';

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
    const repeated: Text[] = [];
    for (const style of findAll((element) => element.name === 'style', parseDocument(html, { decodeEntities: false, withStartIndices: true, withEndIndices: true }).children)) {
      const text = style.children.find(isText);
      if (!text || text.data === '') continue;
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
      write(html.slice(from, text.startIndex!));
      const breaks = text.data.match(LINE_BREAK) ?? [];
      write(breaks.join(''));
      // What the stylesheet had on its last line (all of it, when it has one line) is gone from that line.
      const lastBreak = Math.max(text.data.lastIndexOf('\n'), text.data.lastIndexOf('\r'));
      shifts.push({ line, from: given.length - lineStart + 1, by: text.data.length - (lastBreak + 1) });
      from = text.endIndex! + 1;
    }
    write(html.slice(from));
    return {
      text: given,
      columnInPage: (atLine, column) => column + shifts.filter((shift) => shift.line === atLine && shift.from <= column).reduce((sum, shift) => sum + shift.by, 0),
    };
  };
}
