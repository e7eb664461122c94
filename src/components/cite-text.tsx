import { pageCitationFrame, type CitedPage } from '../content/derived/page-citation.ts';
import type { SiteConfig } from '../content/parse/site-config.ts';
import type { Messages } from '../i18n/messages.tsx';
import { ScientificName } from './scientific-name.tsx';

/**
 * The citation of a page as it is shown: the words of the text a reader copies (pageCitationText), the version's DOI
 * as a link, and the day viewed, whose place is kept until the browser knows it; a species name typeset as one.
 */
export function CiteText({ citation, page, words }: { citation: SiteConfig['citation']; page: CitedPage; words: Messages['cite'] }) {
  const { before, after } = pageCitationFrame(citation, words);
  return (
    <p className="cite-text">
      {before}
      {page.titleIsName ? <ScientificName name={page.title} /> : page.title}
      {after}{' '}
      {page.versionDoiUrl ? (
        <>
          <a className="cite-doi" href={page.versionDoiUrl}>
            {page.versionDoiUrl}
          </a>
          .{' '}
        </>
      ) : null}
      <span className="cite-url">{page.url}</span> ({words.viewedOn}{' '}
      {page.accessed ? (
        <span className="cite-date">{words.date(page.accessed)}</span>
      ) : (
        <span className="cite-date cite-date-pending" aria-hidden="true">
          {words.datePlaceholder}
        </span>
      )}
      ).
    </p>
  );
}
