import { readFileSync } from 'node:fs';
import path from 'node:path';
import postcss from 'postcss';
import { globSync } from 'tinyglobby';
import { describe, expect, it } from 'vitest';
import { BREAKPOINTS } from '../../src/config/breakpoints.ts';
import { breakpointPlugins, widthsWrittenOut } from './custom-media.ts';

const root = path.resolve(import.meta.dirname, '../..');
const expand = (css: string, from = 'sample.css') => postcss(breakpointPlugins()).process(css, { from }).then((result) => result.css);

describe('breakpoints in stylesheets', () => {
  it('a named breakpoint becomes its width, nested or not, alone or with other features', async () => {
    const css = await expand(
      '.a { @media (--phone) { color: blue } }\n' +
        '@media (--wider-than-phone) { .b { padding: 1px } }\n' +
        '@media (--narrowest) and (prefers-reduced-motion: reduce) { .c { margin: 0 } }\n' +
        '@media print { .d { display: none } }',
    );
    expect(css).toContain(`@media ${BREAKPOINTS.phone} { color: blue }`);
    expect(css).toContain(`@media ${BREAKPOINTS.widerThanPhone} { .b`);
    expect(css).toContain(`@media ${BREAKPOINTS.narrowest} and (prefers-reduced-motion: reduce)`);
    expect(css).toContain('@media print');
    expect(css).not.toContain('@custom-media');
  });

  it('a breakpoint the code does not name stops the build at its line', async () => {
    await expect(expand('.a { color: red }\n@media (--phon) { .b { color: blue } }', 'typo.css')).rejects.toThrow(
      /typo\.css:2:1: Unknown breakpoint \(--phon\): src\/config\/breakpoints\.ts names --narrowest, /,
    );
  });

  it('finds a width written out in a media query, at its line', () => {
    const planted = '.a { color: red }\n.b {\n  @media (max-width: 640px) { color: blue }\n}\n@media (--phone), print { .c { margin: 0 } }\n@media (min-width:48rem) and (--phone) {}';
    expect(widthsWrittenOut(planted)).toEqual([
      { line: 3, query: '(max-width: 640px)' },
      { line: 6, query: '(min-width:48rem) and (--phone)' },
    ]);
  });

  it('no stylesheet writes a width out: each names a breakpoint of src/config/breakpoints.ts', () => {
    const files = globSync('src/**/*.css', { cwd: root, absolute: true });
    expect(files.length).toBeGreaterThan(10);
    const found = files.flatMap((file) =>
      widthsWrittenOut(readFileSync(file, 'utf8')).map(({ line, query }) => `${path.relative(root, file)}:${line} ${query}`),
    );
    expect(found).toEqual([]);
  });

  it('the breakpoint beyond the content is the content width of the stylesheet', () => {
    const width = /--content-width: ([\d.]+rem);/.exec(readFileSync(path.join(root, 'src/app/styles/global.css'), 'utf8'))?.[1];
    expect(width).toBeDefined();
    expect(BREAKPOINTS.widerThanContent).toBe(`(min-width: ${width})`);
  });
});
