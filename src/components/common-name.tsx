import type { TwoLanguages } from '../content/derived/in-language.ts';
import { useInPageLanguage, useLangOf } from './text-in-language.tsx';

/**
 * A species' common name in the page's language (the Albanian one, marked as such, where no English one is known),
 * beside its scientific name on the home gallery and the endemic page; nothing when none is known.
 */
export function CommonName({ name, className }: { name: TwoLanguages | null; className: string }) {
  const inPageLanguage = useInPageLanguage();
  const langOf = useLangOf();
  if (!name) return null;
  const shown = inPageLanguage(name);
  if (shown.text === '') return null; // an English name alone, on an Albanian page
  return (
    <span className={className} {...langOf(shown)}>
      {shown.text}
    </span>
  );
}
