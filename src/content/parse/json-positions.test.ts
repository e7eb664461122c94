import { describe, expect, it } from 'vitest';
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
      severity: 'error', file: 'site.json', line: 3, column: 3, message: 'not valid JSON: a comma (,) was expected',
    });
    expect(parseJson('{ "a": 1, }', 'x.json').issue).toMatchObject({ line: 1, column: 11 });
    expect(parseJson('', 'x.json').issue?.message).toBe('not valid JSON: the file is empty');
  });

  it('ignores a byte-order mark', () => {
    expect(parseJson('\uFEFF{"a": 1}', 'x.json').document?.value).toEqual({ a: 1 });
  });
});
