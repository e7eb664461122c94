import { describe, expect, it } from 'vitest';
import { retryTarget } from './data-error-state.ts';

describe('retryTarget', () => {
  it('returns a path on this site', () => {
    expect(retryTarget({ from: '/families/Aves' })).toBe('/families/Aves');
  });

  it('refuses other origins, missing and malformed state', () => {
    expect(retryTarget({ from: '//evil.example/x' })).toBeNull();
    expect(retryTarget({ from: 'https://evil.example/' })).toBeNull();
    expect(retryTarget({ from: 42 })).toBeNull();
    expect(retryTarget(null)).toBeNull();
    expect(retryTarget(undefined)).toBeNull();
  });
});
