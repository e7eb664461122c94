import { useDeferredValue, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ScientificName } from '../../components/scientific-name.tsx';
import { SearchField } from '../../components/search-field.tsx';
import { GroupLabel } from '../../components/group-label.tsx';
import { paths, speciesIndexUrl } from '../../config/paths.ts';
import { speciesSlug } from '../../content/parse/species-identity.ts';
import type { SpeciesEntry } from '../../content/derived/species-index.ts';
import type { SpeciesHit, SpeciesSearch as Search } from './species-search-engine.ts';
import type { Locale } from '../../i18n/locale.ts';
import { useEditionPath, useMessages, type Messages } from '../../i18n/messages.tsx';
import './species-search.css';

type IndexState = { kind: 'idle' } | { kind: 'loading' } | { kind: 'ready'; search: Search } | { kind: 'failed' };

const RESULT_LIMIT = 20;
let loadingIndex: Promise<Search> | null = null;

/**
 * The index and the search code (MiniSearch) are fetched once, when a visitor first turns to the search box: neither
 * is part of the home page's first load.
 */
function loadIndex(): Promise<Search> {
  const entries = () =>
    fetch(speciesIndexUrl()).then((response) => {
      if (!response.ok) throw new Error(`species index: HTTP ${response.status}`);
      return response.json() as Promise<SpeciesEntry[]>;
    });
  loadingIndex ??= Promise.all([entries(), import('./species-search-engine.ts')])
    .then(([list, engine]) => engine.createSpeciesSearch(list))
    .catch((error: unknown) => {
      loadingIndex = null; // a later attempt may succeed
      throw error;
    });
  return loadingIndex;
}

/** Search every group's checklist at once; each result leads to its group's page, searched for that name. */
export function SpeciesSearch() {
  const [query, setQuery] = useState('');
  const messages = useMessages();
  const m = messages.search;
  const inEdition = useEditionPath();
  const [index, setIndex] = useState<IndexState>({ kind: 'idle' });
  const deferredQuery = useDeferredValue(query);
  const hits = useMemo(() => (index.kind === 'ready' ? index.search(deferredQuery, RESULT_LIMIT + 1) : []), [index, deferredQuery]);

  const prepare = () => {
    if (index.kind === 'ready' || index.kind === 'loading') return;
    setIndex({ kind: 'loading' });
    loadIndex().then(
      (search) => setIndex({ kind: 'ready', search }),
      (error: unknown) => {
        console.error('Species search unavailable:', error);
        setIndex({ kind: 'failed' });
      },
    );
  };

  const searching = deferredQuery.trim() !== '';
  return (
    <SearchField
      className="species-search"
      label={m.label}
      value={query}
      onChange={(value) => {
        prepare();
        setQuery(value);
      }}
      onFocus={prepare}
      placeholder={m.placeholder}
      status={searching ? statusText(index, hits.length, m) : ''}
    >
      {searching && hits.length > 0 ? (
        <ul className="species-search-results" aria-label={m.results}>
          {hits.slice(0, RESULT_LIMIT).map((hit) => (
            <li key={`${hit.group}/${hit.canonical}`}>
              <Link to={inEdition(paths.species.href(speciesSlug(hit.canonical)))}>
                <ScientificName name={hit.name} />
                <CommonName hit={hit} locale={messages.locale} />
                {hit.foundAs ? (
                  <span className="species-search-former">
                    {' '}({m.formerly} <ScientificName name={hit.foundAs} />)
                  </span>
                ) : null}
              </Link>
              <span className="species-search-place">
                <GroupLabel name={hit.group} /> › {hit.family || hit.order}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
    </SearchField>
  );
}

function statusText(index: IndexState, found: number, m: Messages['search']): string {
  if (index.kind === 'failed') return m.failed;
  if (index.kind !== 'ready') return m.searching;
  if (found === 0) return m.none;
  if (found > RESULT_LIMIT) return m.tooMany(RESULT_LIMIT);
  return m.found(found);
}

/** A hit's common name, in the page's language where it has one, else in the other; marked with its language. */
function CommonName({ hit, locale }: { hit: SpeciesHit; locale: Locale }) {
  const names = [hit.english ? { text: hit.english, lang: 'en' } : null, hit.albanian ? { text: hit.albanian, lang: 'sq' } : null];
  const name = (locale === 'en' ? names : names.toReversed()).find((candidate) => candidate !== null) ?? null;
  return name ? (
    <span className="species-search-common">
      {' '}— <span lang={name.lang}>{name.text}</span>
    </span>
  ) : null;
}
