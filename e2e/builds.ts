import { existsSync } from 'node:fs';
import path from 'node:path';

/** The owners' real content, beside the repository (as in CI). */
export const OWNERS_CONTENT = path.resolve(import.meta.dirname, '../../shared/fauna-of-kosovo');
export const hasOwnersContent = existsSync(OWNERS_CONTENT);

/** The builds the browser tests run against: one per content, plus one under a sub-path. */
export const BUILDS = {
  default: { buildDir: 'build', basePath: '/', port: 4310, content: undefined },
  owners: { buildDir: 'build-owners', basePath: '/', port: 4311, content: OWNERS_CONTENT },
  subpath: { buildDir: 'build-subpath', basePath: '/fauna/', port: 4312, content: undefined },
} as const;

export type BuildName = keyof typeof BUILDS;

export function activeBuilds(): BuildName[] {
  return (Object.keys(BUILDS) as BuildName[]).filter((name) => name !== 'owners' || hasOwnersContent);
}
