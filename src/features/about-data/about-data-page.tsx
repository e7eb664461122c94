import { Fragment, type ReactNode } from 'react';
import { Link } from 'react-router';
import site from 'virtual:fauna/site';
import releases from 'virtual:fauna/releases';
import { AllVersionsDoi } from '../../components/all-versions-doi.tsx';
import { paths, checklistDataUrl, COLDP_FILE, coldpUrl, DARWIN_CORE_ARCHIVE_FILE, darwinCoreArchiveUrl, FAUNA_CSV_FILE, faunaCsvUrl } from '../../config/paths.ts';
import type { TermSource } from '../../content/derived/darwin-core.ts';
import { formatCitation, licenceUrl } from '../../content/parse/site-config.ts';
import { useEditionPath, useMessages, type Messages } from '../../i18n/messages.tsx';
import type { DataTables } from './data-tables.ts';
import { FileNamesInText } from './file-names-in-text.tsx';
import './about-data.css';

type Texts = Messages['aboutData'];

/** A published file's name, as its link shows it: `data/fauna-of-kosovo.csv` → `fauna-of-kosovo.csv`. */
const fileName = (path: string) => path.slice(path.lastIndexOf('/') + 1);

/**
 * "About the data", for those who use the files: the downloads, the columns of the checklists, how the Darwin Core
 * Archive and the ColDP package hold them, how to cite, and the licence. The tables come from the code that writes
 * the files (data-tables.ts, run at build time); the sentences from the catalogue.
 */
export function AboutDataPage({ tables }: { tables: DataTables }) {
  const messages = useMessages();
  const m = messages.aboutData;
  const faunaCsvName = fileName(FAUNA_CSV_FILE);
  return (
    <article className="text-page about-data-page">
      <h1 className="page-title">{m.title}</h1>
      <p className="page-lead">{m.lead}</p>
      <Downloads m={m} />
      <section aria-labelledby="columns">
        <h2 id="columns">{m.columnsTitle}</h2>
        <p>{m.columnsIntro}</p>
        <table className="about-data-table">
          <thead>
            <tr>
              <th scope="col">{m.columnHeader}</th>
              <th scope="col">{m.meaningHeader}</th>
            </tr>
          </thead>
          <tbody>
            {tables.csvColumns.map((column) => (
              <tr key={column}>
                <th scope="row">
                  <code lang="sq">{column}</code>
                </th>
                <td>{m.columns[column]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <p>
          <FileNamesInText text={m.faunaNote(faunaCsvName)} names={[faunaCsvName]} />
        </p>
        <p>{m.viewNote(messages.checklist.downloadView)}</p>
        <p>{m.csvFormat}</p>
      </section>
      <section aria-labelledby="darwin-core">
        <h2 id="darwin-core">{m.archiveTitle}</h2>
        <p>
          <FileNamesInText text={m.archiveIntro(tables.archiveFiles.meta, tables.archiveFiles.eml)} names={[tables.archiveFiles.meta, tables.archiveFiles.eml]} />
        </p>
        {tables.archive.map((table) => (
          <table key={table.key} className="about-data-table" data-file={table.file}>
            <caption>
              <code>{table.file}</code>: {m.archiveFiles[table.key]}
            </caption>
            <thead>
              <tr>
                <th scope="col">{m.termHeader}</th>
                <th scope="col">{m.sourceHeader}</th>
                <th scope="col">{m.valueHeader}</th>
              </tr>
            </thead>
            <tbody>
              {table.terms.map(({ term, uri, source }) => (
                <tr key={term}>
                  <th scope="row">
                    <a href={uri}>
                      <code>
                        <Words text={term} />
                      </code>
                    </a>
                  </th>
                  <td>{source.column ? <code lang="sq">{source.column}</code> : m.noColumn}</td>
                  <td>{sourceText(source, m)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </section>
      <section aria-labelledby="coldp">
        <h2 id="coldp">{m.coldpTitle}</h2>
        <p>{m.coldpIntro}</p>
        <table className="about-data-table" data-package={fileName(COLDP_FILE)}>
          <thead>
            <tr>
              <th scope="col">{m.fileHeader}</th>
              <th scope="col">{m.holdsHeader}</th>
              <th scope="col">{m.coldpColumnsHeader}</th>
            </tr>
          </thead>
          <tbody>
            {tables.coldp.map((entity) => (
              <tr key={entity.key}>
                <th scope="row">
                  <code>
                    <Words text={entity.file} />
                  </code>
                </th>
                <td>{m.coldpFiles[entity.key]}</td>
                <td className="about-data-terms">
                  {entity.terms.map((term, index) => (
                    <span key={term}>
                      {index > 0 ? ', ' : ''}
                      <code>
                        <Words text={term} />
                      </code>
                    </span>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section aria-labelledby="cite">
        <h2 id="cite">{m.citeTitle}</h2>
        <p>{m.citeChecklist}</p>
        <p className="about-data-citation">
          <cite>{formatCitation(site.citation)}</cite>
        </p>
        <AllVersionsDoi doi={site.allVersionsDoi} />
        <p>{m.citePage(messages.cite.heading)}</p>
      </section>
      <Licence m={m} />
    </article>
  );
}

function Downloads({ m }: { m: Texts }) {
  const messages = useMessages();
  const inEdition = useEditionPath();
  return (
    <section aria-labelledby="downloads">
      <h2 id="downloads">{m.downloadsTitle}</h2>
      <ul className="about-data-downloads">
        <li>
          {m.groupFiles}
          <ul className="about-data-group-files">
            {site.groups.map((group) => (
              <li key={group.name}>
                <a href={checklistDataUrl(group.name)} download={`${group.name}.csv`} lang="sq">
                  {group.name}.csv
                </a>
              </li>
            ))}
          </ul>
        </li>
        {[
          { path: FAUNA_CSV_FILE, url: faunaCsvUrl(), text: m.faunaFile },
          { path: DARWIN_CORE_ARCHIVE_FILE, url: darwinCoreArchiveUrl(), text: m.archiveFile },
          { path: COLDP_FILE, url: coldpUrl(), text: m.coldpFile },
        ].map(({ path, url, text }) => (
          <li key={path}>
            <a href={url} download={fileName(path)}>
              {fileName(path)}
            </a>
            : {text}
          </li>
        ))}
        <li>
          {m.releasesNote}
          <ul className="about-data-group-files">
            {releases.toReversed().map((release) => (
              <li key={release.version}>
                <Link to={inEdition(paths.release.href(release.version))}>{messages.releases.title(release.version)}</Link> ({release.issued})
              </li>
            ))}
          </ul>
        </li>
      </ul>
    </section>
  );
}

function Licence({ m }: { m: Texts }) {
  const url = licenceUrl(site);
  return (
    <section aria-labelledby="licence">
      <h2 id="licence">{m.licenceTitle}</h2>
      {site.licence && url ? (
        <>
          <p>
            {m.licenceLead} <a href={url}>{site.licence}</a>.
          </p>
          <p>{m.licenceInFiles}</p>
        </>
      ) : (
        <p>{m.noLicence}</p>
      )}
    </section>
  );
}

/** A term or file name that may break on a phone between the words it joins: `scientificName|Authorship`, `Name|Usage|.tsv`. */
function Words({ text }: { text: string }) {
  const words = text.split(/(?<=[a-z])(?=[A-Z.])/);
  return words.map((word, index) => (
    <Fragment key={index}>
      {index > 0 ? <wbr /> : null}
      {word}
    </Fragment>
  ));
}

/** The name the name-id term's text shows as its example, set in italics. */
const NAME_ID_EXAMPLE = 'Canis lupus';

/** What a term holds, in the page's language. */
function sourceText(source: TermSource, m: Texts): ReactNode {
  if (source.how === 'fixed') return m.termSources.fixed(source.value);
  if (source.how === 'nameId') {
    const { before, after } = m.termSources.nameId;
    return (
      <>
        {before}
        <i>{NAME_ID_EXAMPLE}</i>
        {after}
      </>
    );
  }
  return m.termSources[source.how];
}
