// Tests that need what a machine may lack (the owners' content, Java, Chromium, a schema): skipped without it, their
// title saying why only when they are skipped, so that a run that had it never reads "skipped".
import { existsSync } from 'node:fs';
import { describe, it } from 'vitest';
import { OWNERS_CONTENT } from './owners-content.ts';

/** Why the tests cannot run on this machine, or false when they can. */
export type Missing = string | false;

/** `reason` when `present` is false, else false. */
export const missingUnless = (present: boolean, reason: string): Missing => (present ? false : reason);

/** "<file> is not here" when the file or folder is missing, else false. */
export const missingFile = (file: string): Missing => missingUnless(existsSync(file), `${file} is not here`);

/** What the tests of the owners' content lack on this machine, or false. */
export const OWNERS_MISSING = missingFile(OWNERS_CONTENT);

/** The test's title, saying why it is skipped only when something is missing. */
export const titled = (title: string, missing: Missing) => (missing === false ? title : `${title} (skipped: ${missing})`);

/** `describe`, skipped when something is missing. */
export const describeUnless = (missing: Missing) => (title: string, body: () => void) => describe.skipIf(missing !== false)(titled(title, missing), body);

/** `it`, skipped when something is missing. */
export const itUnless = (missing: Missing) => (title: string, body: () => unknown) => it.skipIf(missing !== false)(titled(title, missing), body);
