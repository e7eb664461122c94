import type { AcceptedPlugin, Plugin } from 'postcss';
import postcssCustomMedia from 'postcss-custom-media';
import { BREAKPOINTS, customMediaName, type Breakpoint } from '../../src/config/breakpoints.ts';

const NAMES = Object.keys(BREAKPOINTS) as Breakpoint[];

/** `@custom-media --phone (max-width: 640px);` for each breakpoint, as the stylesheets' media queries name them. */
export function customMediaRules(): string {
  return NAMES.map((breakpoint) => `@custom-media ${customMediaName(breakpoint)} ${BREAKPOINTS[breakpoint]};`).join('\n');
}

const PREPENDED = 'fauna-breakpoints';
/** A breakpoint named in a media query: `(--phone)`. */
const NAMED = /\(\s*--[\w-]+\s*\)/g;

/** Gives every stylesheet the breakpoints' definitions, for postcss-custom-media to expand. */
const withBreakpoints: Plugin = {
  postcssPlugin: `${PREPENDED}-definitions`,
  Once(root, { parse }) {
    root.prepend(parse(customMediaRules(), { from: PREPENDED }).nodes);
  },
};

/** A media query naming no known breakpoint would never match: the build stops at its line. */
const everyNameKnown: Plugin = {
  postcssPlugin: `${PREPENDED}-known`,
  OnceExit(root) {
    root.walkAtRules('media', (rule) => {
      const name = rule.params.match(NAMED)?.[0];
      if (name) {
        throw rule.error(`Unknown breakpoint ${name}: src/config/breakpoints.ts names ${NAMES.map(customMediaName).join(', ')}.`);
      }
    });
  },
};

const MEDIA_QUERY = /@media\s+([^{;]+?)\s*\{/g;
const WIDTH_FEATURE = /\b(?:min-|max-)?(?:device-)?(?:width|height|aspect-ratio)\b/;

/** A stylesheet's media queries that write a width out instead of naming a breakpoint, with their lines. */
export function widthsWrittenOut(css: string): { line: number; query: string }[] {
  return [...css.matchAll(MEDIA_QUERY)]
    .filter((match) => WIDTH_FEATURE.test(match[1]!.replace(NAMED, '')))
    .map((match) => ({ line: css.slice(0, match.index).split('\n').length, query: match[1]! }));
}

/** The PostCSS plugins that turn `@media (--phone)` into the width src/config/breakpoints.ts gives it. */
export function breakpointPlugins(): AcceptedPlugin[] {
  return [withBreakpoints, postcssCustomMedia({ preserve: false }), everyNameKnown];
}
