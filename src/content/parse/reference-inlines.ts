/** One run of a bibliography entry as it is displayed. */
export type Inline = { kind: 'text'; text: string } | { kind: 'italic'; text: string } | { kind: 'link'; text: string; href: string };

/** A repair or problem inside one entry; `offset` indexes the entry's source text. */
export type InlineNote = { offset: number; message: string };

export type ParsedInlines = { inlines: Inline[]; doi: string | null; notes: InlineNote[] };

const DOI_BASE = 'https://doi.org/';

// `https:/ /x`, `https:// x`, `http : //x`, `https:/x`; and `doi.org/ 10.…`.
const BROKEN_URL_RE = /\b(https?)\s*:\s*\/\s*\/?\s*(?=\S)|\b(doi\.org\/)\s+(?=10\.)/gi;
// URLs (with scheme or starting www.), else DOIs written `doi:10.…`, `DOI: 10.…` or bare `10.…/…`.
const LINK_RE = /(?:https?:\/\/|\bwww\.)[^\s<>"*]+|\b(?:doi:\s*)?10\.\d{4,9}\/[^\s<>"*]+/gi;
const DOI_URL_RE = /^(?:https?:\/\/)?(?:dx\.|www\.)?doi\.org\/(10\.\d{4,9}\/\S+)$/i;
const TRAILING_PUNCTUATION = /[.,;:!?'"’”»]/;

type Edit = { oldStart: number; oldEnd: number; newStart: number; newEnd: number };

/** Parses one entry's text (Markdown italics `*…*`, plain URLs and DOIs) into display runs, repairing what it can. */
export function parseInlines(source: string): ParsedInlines {
  const notes: InlineNote[] = [];
  const { text, edits } = repairBrokenUrls(source);
  const toSource = (index: number) => sourceOffset(edits, index);

  const links = findLinks(text, edits, source, toSource, notes);
  const styles = resolveItalics(text, links, source, toSource, notes);
  return { inlines: runsOf(text, styles, links), doi: links.find((link) => link.doi !== null)?.doi ?? null, notes };
}

/**
 * A text's italics alone (`*…*`, read and repaired as in a bibliography entry), for a text that holds no links: the
 * descriptions of endemic.json.
 */
export function parseItalics(source: string): { inlines: Inline[]; notes: InlineNote[] } {
  const notes: InlineNote[] = [];
  const styles = resolveItalics(source, [], source, (index) => index, notes);
  return { inlines: runsOf(source, styles, []), notes };
}

/** The display runs of a text from each character's style and the links found in it, white space tidied. */
function runsOf(text: string, styles: Style[], links: Link[]): Inline[] {
  const inlines: Inline[] = [];
  const pushChar = (kind: 'text' | 'italic', char: string) => {
    const last = inlines.at(-1);
    if (last?.kind === kind) last.text += char;
    else inlines.push({ kind, text: char });
  };
  let index = 0;
  for (const link of [...links, null]) {
    for (const end = link ? link.start : text.length; index < end; index++) {
      const style = styles[index];
      if (style !== 'deleted') pushChar(style === 'italic' ? 'italic' : 'text', text[index] ?? '');
    }
    if (link) {
      inlines.push({ kind: 'link', text: link.text, href: link.href });
      index = link.end;
    }
  }
  return tidyWhitespace(inlines);
}

/** The text shown for some runs, e.g. to compare or sort entries. */
export function inlinesText(inlines: Inline[]): string {
  return inlines.map((inline) => inline.text).join('');
}

function repairBrokenUrls(source: string): { text: string; edits: Edit[] } {
  const edits: Edit[] = [];
  let text = '';
  let last = 0;
  for (const match of source.matchAll(BROKEN_URL_RE)) {
    const replacement = match[1] ? `${match[1]}://` : (match[2] ?? '');
    if (replacement === match[0]) continue;
    text += source.slice(last, match.index);
    edits.push({ oldStart: match.index, oldEnd: match.index + match[0].length, newStart: text.length, newEnd: text.length + replacement.length });
    text += replacement;
    last = match.index + match[0].length;
  }
  return { text: text + source.slice(last), edits };
}

function sourceOffset(edits: Edit[], index: number): number {
  let offset = index;
  for (const edit of edits) {
    if (index >= edit.newEnd) offset = index - edit.newEnd + edit.oldEnd;
    else if (index >= edit.newStart) offset = edit.oldStart + Math.min(index - edit.newStart, edit.oldEnd - edit.oldStart);
  }
  return offset;
}

type Link = { start: number; end: number; text: string; href: string; doi: string | null };

function findLinks(text: string, edits: Edit[], source: string, toSource: (index: number) => number, notes: InlineNote[]): Link[] {
  const links: Link[] = [];
  for (const match of text.matchAll(LINK_RE)) {
    const written = trimTrailing(match[0]);
    const start = match.index;
    const end = start + written.length;
    const at = toSource(start);
    const asWritten = source.slice(at, toSource(end));

    const isUrl = /^(?:https?:|www\.)/i.test(written);
    const doiInUrl = isUrl ? DOI_URL_RE.exec(written)?.[1] : undefined;
    const doi = isUrl ? (doiInUrl ?? null) : written.replace(/^doi:\s*/i, '');
    const href = doi !== null ? DOI_BASE + (isUrl ? doi : doi.replace(/[#?]/g, encodeURIComponent)) : written.startsWith('www.') ? `https://${written}` : written;
    if (!isValidWebUrl(href)) {
      notes.push({ offset: at, message: `"${asWritten}" is not a valid web address; shown as plain text` });
      continue;
    }

    if (edits.some((edit) => edit.newStart >= start && edit.newStart < end)) {
      notes.push({ offset: at, message: `broken web address "${asWritten}" repaired to ${written}` });
    }
    const shown = doi !== null ? DOI_BASE + doi : written;
    if (doi !== null && shown !== written) {
      notes.push({ offset: at, message: `DOI "${written}" shown as ${shown} (APA style)` });
    }
    links.push({ start, end, text: shown, href, doi });
  }
  return links;
}

/** Drops sentence punctuation after a URL, and closing brackets that the URL does not open. */
function trimTrailing(candidate: string): string {
  let url = candidate;
  for (;;) {
    const last = url.at(-1) ?? '';
    const unbalanced =
      (last === ')' && count(url, '(') < count(url, ')')) || (last === ']' && count(url, '[') < count(url, ']'));
    if (!TRAILING_PUNCTUATION.test(last) && !unbalanced) return url;
    url = url.slice(0, -1);
  }
}

function count(text: string, char: string): number {
  return text.split(char).length - 1;
}

function isValidWebUrl(href: string): boolean {
  try {
    const url = new URL(href);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname.includes('.');
  } catch {
    return false;
  }
}

type Style = 'plain' | 'italic' | 'deleted';

/**
 * Pairs `*` markers in order (a marker with spaces on both sides is stray) and repairs misplaced ones:
 * `Kosovo *. Title*` → `Kosovo. *Title*`, empty `*,*` dropped, an unpaired marker dropped. `\*` is a literal star.
 */
function resolveItalics(text: string, links: Link[], source: string, toSource: (index: number) => number, notes: InlineNote[]): Style[] {
  const styles: Style[] = Array.from({ length: text.length }, () => 'plain');
  const inLink = (index: number) => links.some((link) => index >= link.start && index < link.end);
  const isSpace = (char: string | undefined) => char === undefined || /\s/.test(char);
  const excerpt = (index: number) => {
    const at = toSource(index);
    return source.slice(Math.max(0, at - 20), at + 20).trim();
  };
  const stray = (index: number, reason: string) => {
    styles[index] = 'deleted';
    notes.push({ offset: toSource(index), message: `${reason} "*" removed near "${excerpt(index)}"` });
  };

  let open: number | null = null;
  for (let index = 0; index < text.length; index++) {
    if (inLink(index)) continue;
    const char = text[index];
    if (char === '\\' && text[index + 1] === '*') {
      styles[index] = 'deleted';
      index++;
      continue;
    }
    if (char !== '*') continue;
    if (isSpace(text[index - 1]) && isSpace(text[index + 1])) stray(index, 'stray italics marker');
    else if (open === null) open = index;
    else {
      const opener = open;
      applyItalics(text, styles, opener, index, (message) => notes.push({ offset: toSource(opener), message }));
      open = null;
    }
  }
  if (open !== null) stray(open, 'unclosed italics marker');
  return styles;
}

function applyItalics(text: string, styles: Style[], open: number, close: number, note: (message: string) => void): void {
  styles[open] = 'deleted';
  styles[close] = 'deleted';
  const content = text.slice(open + 1, close);
  if (content.replace(/[\s.,;:]/g, '') === '') {
    note(`empty italics "*${content}*" removed near "${text.slice(Math.max(0, open - 20), close + 20).trim()}"`);
    return;
  }
  const lead = /^(?:\s|[.,;:](?=\s))+/.exec(content)?.[0].length ?? 0;
  const trail = /\s+$/.exec(content)?.[0].length ?? 0;
  for (let index = open + 1 + lead; index < close - trail; index++) {
    if (styles[index] === 'plain') styles[index] = 'italic';
  }
  if (lead === 0 && trail === 0) return;
  note(`italics marker misplaced: "${text.slice(open, close + 1)}" read as "*${content.slice(lead, content.length - trail)}*"`);
  // `Kosovo *. Title*`: the moved punctuation closes the previous word.
  if (/^\s*[.,;:]/.test(content)) deleteSpacesBefore(text, styles, open);
  if (trail > 0 && /[.,;:]/.test(text[close + 1] ?? '')) {
    for (let index = close - trail; index < close; index++) styles[index] = 'deleted';
  }
}

function deleteSpacesBefore(text: string, styles: Style[], index: number): void {
  for (let before = index - 1; before >= 0 && /\s/.test(text[before] ?? ''); before--) styles[before] = 'deleted';
}

/** Collapses every run of whitespace to one space, across runs too, and drops empty runs. */
function tidyWhitespace(inlines: Inline[]): Inline[] {
  const tidy: Inline[] = [];
  for (const inline of inlines) {
    let text = inline.kind === 'link' ? inline.text : inline.text.replace(/\s+/g, ' ');
    const previous = tidy.at(-1);
    if ((previous === undefined || previous.text.endsWith(' ')) && text.startsWith(' ')) text = text.slice(1);
    if (text === '') continue;
    if (previous && previous.kind === inline.kind && inline.kind !== 'link') previous.text += text;
    else tidy.push(inline.kind === 'link' ? inline : { kind: inline.kind, text });
  }
  const last = tidy.at(-1);
  if (last && last.kind !== 'link') {
    last.text = last.text.trimEnd();
    if (last.text === '') tidy.pop();
  }
  return tidy;
}
