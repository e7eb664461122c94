import { describe, expect, it } from 'vitest';
import { stylesheetsOnce } from './stylesheets-once.ts';

const A = '.a{color:red}';
const B = '\n.b {\r\n  margin: 0 }\n.c{padding:0}';
const page = (styles: string, body = '<p>Ujku</p>') => `<!doctype html><html><head><title>F</title>${styles}</head><body>${body}\n<p>Dhelpra</p><style>${A}</style><i>x</i></body></html>`;

/** Every character of the given page, found at its line and column in the page itself through `columnInPage`. */
function positionsKept(html: string, given: ReturnType<ReturnType<typeof stylesheetsOnce>>): void {
  const lines = (text: string) => text.split(/\r\n|\r|\n/);
  const [pageLines, givenLines] = [lines(html), lines(given.text)];
  expect(givenLines).toHaveLength(pageLines.length);
  givenLines.forEach((text, index) => {
    for (let column = 1; column <= text.length; column += 1) {
      const inPage = given.columnInPage(index + 1, column);
      expect(pageLines[index]![inPage - 1], `line ${index + 1}, column ${column}`).toBe(text[column - 1]);
    }
  });
}

describe('stylesheetsOnce', () => {
  it('gives a page whose stylesheets are all new as it is, and a stylesheet met twice in one page once', () => {
    const html = page(`<style>${B}</style>`);
    expect(stylesheetsOnce()(html).text).toBe(html);
    const twice = page(`<style>${A}</style>`);
    const given = stylesheetsOnce()(twice);
    expect(given.text).toBe(twice.replace(`<style>${A}</style><i>`, '<style></style><i>'));
    positionsKept(twice, given);
  });

  it('gives a stylesheet met before as its line breaks, and moves every other character back to its place', () => {
    const give = stylesheetsOnce();
    give(page(`<style>${A}</style><style>${B}</style>`));
    const html = page(`<style>${B}</style><style media="print">${A}</style><style>.d{}</style>`, '<p>Ujku</p><p>Ariu</p>');
    const given = give(html);
    expect(given.text).toBe(page('<style>\n\r\n\n</style><style media="print"></style><style>.d{}</style>', '<p>Ujku</p><p>Ariu</p>').replace(`<style>${A}</style><i>`, '<style></style><i>'));
    positionsKept(html, given);
  });

  it('reads a stylesheet to its end tag, past a "<" in its text, and no text as a stylesheet elsewhere', () => {
    const give = stylesheetsOnce();
    const C = '.a::after{content:"</s<style>"}\n.b{}';
    give(page(`<style>${C}</style>`));
    const html = page(`<STYLE>${C}</STYLE><script type="application/json">"<style>${A}</style>"</script>`);
    const given = give(html);
    expect(given.text).toBe(html.replace(C, '\n').replace(`<style>${A}</style><i>`, '<style></style><i>'));
    positionsKept(html, given);
  });

  it('leaves a stylesheet written differently (one character) as it is', () => {
    const give = stylesheetsOnce();
    give(page(`<style>${A}</style>`));
    const html = page(`<style>${A.replace('red', 'rgb(255 0 0)')}</style>`);
    const given = give(html);
    expect(given.text).toContain('rgb(255 0 0)');
    expect(given.text).not.toContain(`<style>${A}</style>`);
    positionsKept(html, given);
  });
});
