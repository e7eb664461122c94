import { hasOwnersContent, OWNERS_SKIP_LINE } from './owners-content.ts';

export default function setup(): void {
  if (!hasOwnersContent) console.log(OWNERS_SKIP_LINE);
}
