import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { leftBehind } from './run-folder.ts';
import { scratchFolders } from './scratch-folders.ts';

const made: string[] = [];

describe('a test file with its temporary folders', () => {
  const scratch = scratchFolders('scratch-test');
  it('makes each folder new and named for the file', () => {
    made.push(scratch(), scratch());
    expect(made[0]).not.toBe(made[1]);
    for (const folder of made) expect(path.basename(folder)).toMatch(/^fauna-scratch-test-/);
    expect(made.every((folder) => existsSync(folder))).toBe(true);
  });
});

describe('once those tests are done', () => {
  const scratch = scratchFolders('scratch-test');
  it('their folders are gone', () => {
    expect(made).toHaveLength(2);
    expect(made.filter((folder) => existsSync(folder))).toEqual([]);
  });

  it('the run finds a folder named as the tests name theirs, and nothing else', () => {
    const folder = scratch();
    for (const name of ['fauna-publish-Ab12Cd', 'tsx-0', 'puppeteer_dev_chrome_profile-x', 'fauna-nu-Zz99Yy']) mkdirSync(path.join(folder, name));
    expect(leftBehind(folder)).toEqual(['fauna-nu-Zz99Yy', 'fauna-publish-Ab12Cd']);
  });
});
