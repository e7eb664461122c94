// Where tests find the site owners' real content: ../shared/fauna-of-kosovo beside the repository (as in CI),
// or FAUNA_OWNERS_CONTENT (set it to a missing path to run the suite as a new user would, without it).
import { existsSync } from 'node:fs';
import path from 'node:path';

export const OWNERS_CONTENT = path.resolve(process.env.FAUNA_OWNERS_CONTENT || path.join(import.meta.dirname, '../../shared/fauna-of-kosovo'));
export const hasOwnersContent = existsSync(OWNERS_CONTENT);
/** The one line a run prints when the tests that need the owners' content are skipped. */
export const OWNERS_SKIP_LINE = `skipped: the tests that need the owners' content (${OWNERS_CONTENT} is not here)`;
