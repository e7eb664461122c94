import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SpeciesHistory } from '../../content/derived/release-changes.ts';
import { en } from '../../i18n/messages-en.ts';
import { LocaleProvider } from '../../i18n/messages.tsx';
import { SpeciesHistorySection } from './species-history.tsx';

/** The history's lines as a reader sees them, in Albanian or English. */
function lines(history: SpeciesHistory, english = false): string[] {
  const section = <SpeciesHistorySection history={history} />;
  const html = renderToStaticMarkup(<MemoryRouter>{english ? <LocaleProvider messages={en}>{section}</LocaleProvider> : section}</MemoryRouter>);
  return [...html.matchAll(/<li[^>]*>(.*?)<\/li>/g)].map((match) => match[1]!.replace(/<[^>]+>/g, ''));
}

describe('SpeciesHistorySection', () => {
  const moved = { version: 3, code: 'moved', previous: 'Araneae › Atypidae', current: 'Araneae › Zodariidae' } as const;

  it('says since which version the species is listed, and each change since', () => {
    expect(lines({ since: 1, changes: [moved] })).toEqual(['Në listë që nga versioni 1.', 'Versioni 3: u zhvendos në rend ose familje tjetër (më parë Araneae › Atypidae)']);
  });

  it('says "or earlier", and what a change is compared with, where versions between have no files', () => {
    const history: SpeciesHistory = { since: 2, sinceOrEarlier: true, changes: [{ ...moved, comparedWith: 1 }] };
    expect(lines(history)).toEqual(['Në listë që nga versioni 2 ose më herët.', 'Versioni 3, krahasuar me versionin 1: u zhvendos në rend ose familje tjetër (më parë Araneae › Atypidae)']);
    expect(lines(history, true)).toEqual(['In the checklist since version 2 or earlier.', 'Version 3, compared with version 1: moved to another order or family (previously Araneae › Atypidae)']);
  });
});
