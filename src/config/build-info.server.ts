// The build-info file: written into the built site by the build, read by the server and the scripts.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';

/** Its name, inside the client folder (a dotfile: neither server publishes it). */
export const BUILD_INFO_FILE = '.fauna-build.json';

/** How the site was built. */
export type BuildInfo = {
  /** The sub-path the site is deployed under: '/' or '/x/y/'. */
  basePath: string;
  /** The content folders, most important first (absent in files written by hand). */
  content?: string[];
};

/** '/fauna', 'fauna/', ' /fauna// ' → '/fauna/'; '' or undefined → '/'. */
export function normaliseBasePath(raw: string | undefined): string {
  const trimmed = (raw ?? '').trim().replace(/^\/+|\/+$/g, '');
  return trimmed === '' ? '/' : `/${trimmed}/`;
}

const BuildInfoSchema = v.looseObject({ basePath: v.optional(v.string()), content: v.optional(v.array(v.string())) });

/** Reads `<clientDir>/.fauna-build.json`; absent → base path '/'. Throws with the file name when it is malformed. */
export function readBuildInfo(clientDir: string): BuildInfo {
  const file = path.join(clientDir, BUILD_INFO_FILE);
  if (!existsSync(file)) return { basePath: '/' };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const result = v.safeParse(BuildInfoSchema, json);
  if (!result.success) throw new Error(`${file}: expected {"basePath": "/…/"}: ${v.summarize(result.issues)}`);
  const { basePath, content } = result.output;
  return content ? { basePath: normaliseBasePath(basePath), content } : { basePath: normaliseBasePath(basePath) };
}

export function writeBuildInfo(clientDir: string, info: BuildInfo): void {
  writeFileSync(path.join(clientDir, BUILD_INFO_FILE), `${JSON.stringify(info, null, 2)}\n`);
}
