import { findNodeAtLocation, parseTree, printParseErrorCode, type Node, type ParseError } from 'jsonc-parser';
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

export type JsonParseResult = { document: JsonDocument; issue: null } | { document: null; issue: ContentIssue };

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

/** Strict JSON (no comments, no trailing commas) with the position of every value; a byte-order mark is ignored. */
export function parseJson(source: string, file: string): JsonParseResult {
  const text = source.replace(/^\uFEFF/, '');
  const errors: ParseError[] = [];
  const root = parseTree(text, errors, { disallowComments: true, allowTrailingComma: false, allowEmptyContent: false });
  const lineStarts = [0];
  for (let i = text.indexOf('\n'); i >= 0; i = text.indexOf('\n', i + 1)) lineStarts.push(i + 1);
  const at = (offset: number): JsonPosition => {
    let line = lineStarts.length - 1;
    while (line > 0 && lineStarts[line]! > offset) line--;
    return { line: line + 1, column: offset - lineStarts[line]! + 1 };
  };
  const error = errors[0];
  if (error || !root) {
    const code = error ? printParseErrorCode(error.error) : 'ValueExpected';
    const reason = text.trim() === '' ? 'the file is empty' : (MESSAGES[code] ?? code);
    const { line, column } = at(error?.offset ?? 0);
    return { document: null, issue: { severity: 'error', file, line, column, message: `not valid JSON: ${reason}` } };
  }
  const value = JSON.parse(text) as unknown;
  const positionOf = (path: JsonPath): JsonPosition => {
    for (let length = path.length; length >= 0; length--) {
      const node: Node | undefined = findNodeAtLocation(root, [...path.slice(0, length)]);
      if (node) return at(node.offset);
    }
    return at(root.offset);
  };
  return { document: { value, positionOf }, issue: null };
}
