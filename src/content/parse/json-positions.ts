import { findNodeAtLocation, getNodeValue, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
import type { ContentIssue } from '../issues.ts';

/** A path into a JSON value: object keys and array indexes, as valibot and jsonc-parser give them. */
export type JsonPath = readonly (string | number)[];
export type JsonPosition = { line: number; column: number };

/** A parsed JSON file that can say where each of its values stands. */
export type JsonDocument = {
  value: unknown;
  /** 1-based line and column of the value at `path`, else of its closest enclosing value (a missing key → its object). */
  positionOf(path: JsonPath): JsonPosition;
};

/**
 * `warnings`: what JSON allows nowhere but the file's meaning is plain without (a comma after the last item, a
 * comment), read without it.
 */
export type JsonParseResult = { document: JsonDocument; issue: null; warnings: ContentIssue[] } | { document: null; issue: ContentIssue };

const MESSAGES: Partial<Record<string, string>> = {
  InvalidSymbol: 'unexpected character',
  InvalidNumberFormat: 'invalid number',
  PropertyNameExpected: 'a key in double quotes was expected',
  ValueExpected: 'a value was expected',
  ColonExpected: 'a colon (:) was expected',
  CommaExpected: 'a comma (,) was expected',
  CloseBraceExpected: 'a closing brace (}) was expected',
  CloseBracketExpected: 'a closing bracket (]) was expected',
  EndOfFileExpected: 'nothing may follow the last closing brace',
  InvalidCommentToken: 'comments are not allowed in JSON',
  UnexpectedEndOfComment: 'comments are not allowed in JSON',
  UnexpectedEndOfString: 'a string is not closed (missing ")',
  UnexpectedEndOfNumber: 'a number is cut off',
  InvalidUnicode: 'invalid \\u escape',
  InvalidEscapeCharacter: 'invalid escape (\\) in a string',
  InvalidCharacter: 'a raw line break or control character inside a string',
};

/**
 * JSON with the position of every value; a byte-order mark is ignored. A comma after the last item and a comment are
 * read without them, each with a warning; any other syntax error is an error at its place.
 */
export function parseJson(source: string, file: string): JsonParseResult {
  const text = source.replace(/^\uFEFF/, '');
  // Read strictly, then, if that fails, again with commas after the last item and comments: the first reading's
  // errors are then tolerated, the second's stop it.
  const tolerated: ParseError[] = [];
  const strict = parseTree(text, tolerated, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const blocking: ParseError[] = [];
  const root = tolerated.length === 0 ? strict : parseTree(text, blocking, { disallowComments: false, allowTrailingComma: true, allowEmptyContent: false });
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const at = (offset: number): JsonPosition => {
    let line = lineStarts.length - 1;
    while (line > 0 && lineStarts[line]! > offset) line--;
    return { line: line + 1, column: offset - lineStarts[line]! + 1 };
  };
  const error = blocking[0];
  if (error || !root) {
    const code = error ? printParseErrorCode(error.error) : 'ValueExpected';
    const explained = text.trim() === '' ? { offset: 0, reason: 'the file is empty' } : explainSyntaxError(text, code, error?.offset ?? 0);
    const { line, column } = at(explained.offset);
    return { document: null, issue: { severity: 'error', file, line, column, message: `not valid JSON: ${explained.reason}` } };
  }
  const value: unknown = getNodeValue(root);
  const comments = tolerated.filter(({ error: code }) => printParseErrorCode(code) === 'InvalidCommentToken');
  const warnings = new Map<string, ContentIssue>();
  for (const error of tolerated) {
    const comment = comments.includes(error);
    const what = comment ? 'a comment' : `a comma after the last item, before "${text[error.offset]}"`;
    const place = comment ? error.offset : commaBefore(text, error.offset, comments);
    const issue: ContentIssue = { severity: 'warning', file, ...at(place), message: `${what}: JSON allows none ${comment ? 'anywhere' : 'there'}; read without it, remove it` };
    warnings.set(`${issue.line}:${issue.column}`, issue);
  }
  const positionOf = (path: JsonPath): JsonPosition => {
    for (let length = path.length; length >= 0; length--) {
      const node: Node | undefined = findNodeAtLocation(root, [...path.slice(0, length)]);
      if (node) return at(node.offset);
    }
    return at(root.offset);
  };
  return { document: { value, positionOf }, issue: null, warnings: [...warnings.values()] };
}

/** Where the comma after the last item stands: before the bracket at `offset`, past spaces and comments. */
function commaBefore(text: string, offset: number, comments: readonly ParseError[]): number {
  let place = offset - 1;
  for (;;) {
    const inComment = comments.find((comment) => comment.offset <= place && place < comment.offset + comment.length);
    if (inComment) place = inComment.offset - 1;
    else if (place >= 0 && /\s/.test(text[place]!)) place--;
    else return place;
  }
}

/** Quotation marks a word processor or autocorrect puts where a straight double quote was typed. */
const CURLY_QUOTE = /[\u201C\u201D\u201E\u201F\u00AB\u00BB\u2018\u2019\u201A\u201B]/;
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;
const BARE_KEY = /^([\p{L}_$][\p{L}\p{N}_$]*)\s*:/u;

/**
 * A syntax error as a maintainer editing the file by hand makes it, and where to mend it: curly or single quotes, a
 * comma missing at the end of a line or typed twice, a double quote inside a text, a key or text without quotes. Anything else keeps
 * the parser's reason and place.
 */
function explainSyntaxError(text: string, code: string, offset: number): { offset: number; reason: string } {
  const char = text[offset] ?? '';
  let before = offset - 1;
  while (before >= 0 && /\s/.test(text[before]!)) before--;
  if (CURLY_QUOTE.test(char)) {
    return { offset, reason: `${char} is a curly quotation mark, where JSON needs a straight one ("): an editor's autocorrect curled it; type it again as "` };
  }
  if (char === "'") return { offset, reason: `texts and keys go in double quotes ("), not single ones (')` };
  if (char === ',' && text[before] === ',') return { offset, reason: 'two commas in a row: delete one' };
  if (code === 'CommaExpected' && before >= 0 && text.slice(before + 1, offset).includes('\n')) {
    return { offset: before + 1, reason: 'a comma (,) is missing at the end of this line, before the next item' };
  }
  if (code === 'InvalidSymbol' && LETTER_OR_DIGIT.test(char)) {
    if (text[offset - 1] === '"') {
      return { offset: offset - 1, reason: 'a double quote (") inside a text ends it: write quotation marks inside a text as \\" or as “ ”' };
    }
    const key = BARE_KEY.exec(text.slice(offset));
    if (key) return { offset, reason: `a key goes in double quotes: write "${key[1]}"` };
    return { offset, reason: 'a text goes in double quotes ("…")' };
  }
  return { offset, reason: MESSAGES[code] ?? code };
}
