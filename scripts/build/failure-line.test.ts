import { describe, expect, it } from 'vitest';
import { failureLine } from './failure-line.ts';

describe('failureLine', () => {
  it("finds the plugin's own message inside Vite's wrapping", () => {
    const error = new Error('Build failed with 1 error:\n\n[plugin fauna-content]\nError: photos/Ursus arctos.jpg: not an image\n    at x (y.ts:1:1)');
    expect(failureLine(error)).toBe('photos/Ursus arctos.jpg: not an image');
  });

  it("finds a stylesheet's reason after Vite's line naming the file", () => {
    const error = new Error(
      'Build failed with 1 error:\n\n[plugin vite:css] /p/src/a.css:9:2\nCssSyntaxError: [postcss] fauna-breakpoints-known: /p/src/a.css:9:3: Unknown breakpoint (--phon): …\n  errors: [Getter/Setter]',
    );
    expect(failureLine(error)).toBe('/p/src/a.css:9:3: Unknown breakpoint (--phon): …');
    expect(failureLine(new Error('Build failed with 1 error:\n[plugin vite:css] /p/src/a.css:9:2'))).toBe('/p/src/a.css:9:2');
  });

  it('keeps a plain message, and says something for anything thrown', () => {
    expect(failureLine(new Error('the server does not compile (tsc)'))).toBe('the server does not compile (tsc)');
    expect(failureLine('Build failed with 2 errors:')).toBe('unknown error');
  });
});
