import { describe, expect, it } from 'vitest';
import { withFrameAncestors } from './headers.ts';

describe('withFrameAncestors', () => {
  it('keeps a policy that has the directive', () => {
    expect(withFrameAncestors("default-src 'self'; frame-ancestors 'self'")).toBe("default-src 'self'; frame-ancestors 'self'");
  });
});

describe('withFrameAncestors without the directive', () => {
  it('adds frame-ancestors none', () => {
    expect(withFrameAncestors("default-src 'self';")).toBe("default-src 'self'; frame-ancestors 'none'");
  });
});
