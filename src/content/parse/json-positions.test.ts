import { describe, expect, it } from 'vitest';
import { formatIssue } from '../issues.ts';
import { parseJson } from './json-positions.ts';

describe('parseJson', () => {
  it('gives the line and column of any value, or of its closest parent', () => {
    const result = parseJson('{\n  "a": [1,\n    {"b": "x"}]\n}\n', 'f.json');
    expect(result.document?.positionOf(['a', 1, 'b'])).toEqual({ line: 3, column: 11 });
    expect(result.document?.positionOf(['a', 1, 'missing'])).toEqual({ line: 3, column: 5 });
    expect(result.document?.value).toEqual({ a: [1, { b: 'x' }] });
  });

  it('reports a syntax error at its line and column', () => {
    expect(parseJson('{\n  "a": 1\n  "b": 2\n}', 'site.json').issue).toEqual({
      severity: 'error', file: 'site.json', line: 2, column: 9, message: 'not valid JSON: a comma (,) is missing at the end of this line, before the next item',
    });
    // A comma after the last item is read without it; a real mistake after it is the one named.
    expect(parseJson('{ "a": 1, "b": 2 "c": 3, }', 'x.json').issue).toMatchObject({ line: 1, column: 18, message: 'not valid JSON: a comma (,) was expected' });
    expect(parseJson('', 'x.json').issue?.message).toBe('not valid JSON: the file is empty');
  });

  it('reads a comma after the last item and a comment without them, with a warning at each', () => {
    const result = parseJson('{\n  // the groups\n  "a": [1, 2,\n  ],\n  /* more */ "b": { "c": 1, },\n}', 'site.json');
    expect(result.document?.value).toEqual({ a: [1, 2], b: { c: 1 } });
    expect(result.document?.positionOf(['b', 'c'])).toEqual({ line: 5, column: 26 });
    expect(result.issue === null && result.warnings.map(formatIssue)).toEqual([
      'site.json:2:3: warning: a comment: JSON allows none anywhere; read without it, remove it',
      'site.json:3:13: warning: a comma after the last item, before "]": JSON allows none there; read without it, remove it',
      'site.json:5:3: warning: a comment: JSON allows none anywhere; read without it, remove it',
      'site.json:5:27: warning: a comma after the last item, before "}": JSON allows none there; read without it, remove it',
      'site.json:5:30: warning: a comma after the last item, before "}": JSON allows none there; read without it, remove it',
    ]);
    expect(parseJson('{"a": 1}', 'site.json')).toMatchObject({ issue: null, warnings: [] });
  });

  it('ignores a byte-order mark', () => {
    expect(parseJson('\uFEFF{"a": 1}', 'x.json').document?.value).toEqual({ a: 1 });
  });

  it('says what a hand edit got wrong, and points where to mend it', () => {
    const message = (text: string) => {
      const issue = parseJson(text, 'site.json').issue;
      return issue && `${issue.line}:${issue.column}: ${issue.message}`;
    };
    expect(message('{\n  "licence": “CC BY 4.0”\n}')).toBe(
      '2:14: not valid JSON: “ is a curly quotation mark, where JSON needs a straight one ("): an editor\'s autocorrect curled it; type it again as "',
    );
    expect(message("{\n  'licence': 1\n}")).toBe('2:3: not valid JSON: texts and keys go in double quotes ("), not single ones (\')');
    expect(message('{\n  "a": 1\n  "b": 2\n}')).toBe('2:9: not valid JSON: a comma (,) is missing at the end of this line, before the next item');
    expect(message('{\n  "a": [\n    {"x": 1}\n    {"x": 2}\n  ]\n}')).toBe('3:13: not valid JSON: a comma (,) is missing at the end of this line, before the next item');
    expect(message('{\n  "description": "the "wolf" of",\n  "b": 1\n}')).toBe(
      '2:23: not valid JSON: a double quote (") inside a text ends it: write quotation marks inside a text as \\" or as “ ”',
    );
    expect(message('{\n  licence: "CC BY 4.0"\n}')).toBe('2:3: not valid JSON: a key goes in double quotes: write "licence"');
    expect(message('{\n  "licence": CC BY\n}')).toBe('2:14: not valid JSON: a text goes in double quotes ("…")');
    expect(message('{\n  "a": 1,,\n  "b": 2\n}')).toBe('2:10: not valid JSON: two commas in a row: delete one');
    expect(message('{\n  "a": [1,\n  , 2]\n}')).toBe('3:3: not valid JSON: two commas in a row: delete one');
    // On one line, a missing comma is where the parser found it.
    expect(message('{"a": 1 "b": 2}')).toBe('1:9: not valid JSON: a comma (,) was expected');
  });
});
