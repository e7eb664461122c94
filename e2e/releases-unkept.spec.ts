// A version site.json names whose files the content does not keep (docs/decisions/0034): the owners' folder keeps no
// release, while the default site.json names version 1 (2024) before their content's version 2.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BUILDS } from './builds.ts';
import { expect, test, visit } from './fixtures.ts';

test.skip(({ build }) => build !== 'owners', "the owners' folder keeps no release; the default content keeps both");
test.skip(() => ['site.json', 'releases'].some((name) => existsSync(path.join(BUILDS.owners.content!, name))), "the owners' folder now has its own site.json or releases");

const EDITIONS = [
  {
    prefix: '',
    versions: ['Versioni 2 (2025)', 'Versioni 1 (2024)'],
    history: 'Në listë që nga versioni 2 ose më herët.',
    changes: 'Skedarët e versionit 1 nuk ruhen në këtë sajt, prandaj ndryshimet që prej tij nuk mund të tregohen.',
  },
  {
    prefix: 'en/',
    versions: ['Version 2 (2025)', 'Version 1 (2024)'],
    history: 'In the checklist since version 2 or earlier.',
    changes: 'The files of version 1 are not kept on this site, so what changed since then cannot be listed.',
  },
];

test('is listed among all versions with its date, without a link to a page the site does not have', async ({ page }) => {
  for (const { prefix, versions, changes } of EDITIONS) {
    expect((await visit(page, `${prefix}releases/2`))?.status()).toBe(200);
    await expect(page.locator('section[aria-labelledby="release-changes"] p')).toHaveText(changes);
    const list = page.locator('.release-versions li');
    await expect(list).toHaveText(versions);
    await expect(list.nth(1).getByRole('link')).toHaveCount(0);
    expect((await visit(page, `${prefix}releases/1`))?.status()).toBe(404);
  }
});

test("makes a species' history say 'or earlier', since its list may be older than the first version kept", async ({ page }) => {
  for (const { prefix, history } of EDITIONS) {
    await visit(page, `${prefix}species/Eresus-kollari`);
    await expect(page.locator('.species-history li')).toHaveText([history]);
  }
});
