import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { missingFile, missingUnless, titled } from './skip-unless.ts';

describe('what a machine lacks for a test', () => {
  it('is nothing when it is there, and the reason when it is not', () => {
    expect(missingUnless(true, 'no java')).toBe(false);
    expect(missingUnless(false, 'no java')).toBe('no java');
  });

  it('names a missing file or folder, and nothing for one that is there', () => {
    const folder = mkdtempSync(path.join(tmpdir(), 'fauna-skip-unless-'));
    try {
      expect(missingFile(folder)).toBe(false);
      expect(missingFile(path.join(folder, 'references.md'))).toBe(`${path.join(folder, 'references.md')} is not here`);
    } finally {
      rmSync(folder, { recursive: true });
    }
  });

  it("is named in a skipped test's title, and only then", () => {
    expect(titled("the owners' content", false)).toBe("the owners' content");
    expect(titled('the Nu HTML Checker', 'no java')).toBe('the Nu HTML Checker (skipped: no java)');
  });
});
