import { describe, expect, it } from 'vitest';
import { normaliseBasePath } from './build-info.server.ts';

describe('normaliseBasePath', () => {
  it.each([
    [undefined, '/'],
    ['', '/'],
    ['/', '/'],
    ['fauna', '/fauna/'],
    [' /fauna// ', '/fauna/'],
    ['a/b', '/a/b/'],
  ])('%s → %s', (raw, base) => {
    expect(normaliseBasePath(raw)).toBe(base);
  });
});
