import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { aptInstall } from './apt-install.ts';
import { runCollected } from './child-output.ts';

// A stand-in for apt-get: prints as dpkg does, records its arguments, fails `install` when told to.
const FAKE_APT_GET = `#!/bin/sh
echo "$@" >> "$(dirname "$0")/calls"
for i in $(seq 1 60); do echo "Setting up package-$i (1.0) ..."; done
if [ "$1" = install ] && [ -e "$(dirname "$0")/fail" ]; then echo "E: Unable to locate package chromium" >&2; exit 100; fi
`;

/** Everything a process calling aptInstall with the stand-in prints, and what aptInstall returned. */
async function install(aptGet: string, packages: string[]): Promise<string> {
  const module = path.join(import.meta.dirname, 'apt-install.ts');
  const code = `import { aptInstall } from ${JSON.stringify(module)}; console.log('returned', aptInstall(${JSON.stringify(packages)}, 'the packages', ${JSON.stringify(aptGet)}));`;
  // Both streams into one pipe, in the order written, as a terminal shows them: two pipes may be read in either order.
  const { status, output } = await runCollected(['sh', '-c', '"$0" "$@" 2>&1', process.execPath, '--import', 'tsx', '--input-type=module', '-e', code]);
  expect(status).toBe(0);
  return output;
}

describe.runIf(process.getuid?.() === 0)('aptInstall (as root)', () => {
  let folder = '';
  let aptGet = '';
  beforeEach(() => {
    folder = mkdtempSync(path.join(os.tmpdir(), 'fauna-apt-'));
    aptGet = path.join(folder, 'apt-get');
    writeFileSync(aptGet, FAKE_APT_GET);
    chmodSync(aptGet, 0o755);
  });
  afterEach(() => rmSync(folder, { recursive: true, force: true }));

  it("says in one line what it installs, and keeps apt-get's and dpkg's own lines back", async () => {
    expect(await install(aptGet, ['nginx'])).toBe('Installing the packages (apt-get install -y nginx)…\nreturned true\n');
    expect(readFileSync(path.join(folder, 'calls'), 'utf8')).toBe('update -qq\ninstall -y -qq nginx\n');
  });

  it("shows apt-get's last 20 lines when it fails", async () => {
    writeFileSync(path.join(folder, 'fail'), '');
    const lines = (await install(aptGet, ['chromium'])).trimEnd().split('\n');
    expect(lines[0]).toBe('Installing the packages (apt-get install -y chromium)…');
    expect(lines[1]).toBe('! apt-get install failed (exit 100):');
    expect(lines.slice(2, -1)).toEqual([...Array.from({ length: 19 }, (_, i) => `Setting up package-${i + 42} (1.0) ...`), 'E: Unable to locate package chromium']);
    expect(lines.at(-1)).toBe('returned false');
  });

  it('says so when apt-get is not there', async () => {
    const lines = (await install(path.join(folder, 'no-apt-get'), ['nginx'])).trimEnd().split('\n');
    expect(lines[1]).toBe('! apt-get update failed (not run):');
    expect(lines[2]).toContain('ENOENT');
    expect(lines.at(-1)).toBe('returned false');
  });
});

describe('aptInstall (not root)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('installs nothing and says nothing: the caller says what is skipped', () => {
    vi.spyOn(process, 'getuid').mockReturnValue(1000);
    const log = vi.spyOn(console, 'log').mockImplementation(() => {});
    expect(aptInstall(['nginx'], 'Debian nginx', '/bin/false')).toBe(false);
    expect(log).not.toHaveBeenCalled();
  });
});
