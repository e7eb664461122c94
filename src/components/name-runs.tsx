import { Fragment } from 'react';
import { nameRuns, type NameRun, type NamesInTexts } from '../content/derived/names-in-text.ts';

/** Runs of text, the italic ones (scientific names, journals) in `<i>`. */
export function Runs({ runs }: { runs: readonly NameRun[] }) {
  return runs.map((run, index) => (run.italic ? <i key={index}>{run.text}</i> : <Fragment key={index}>{run.text}</Fragment>));
}

/** A content text with the names it holds in italics (`names`: where they stand, found at build time). */
export function TextWithNames({ text, names }: { text: string; names: NamesInTexts }) {
  return <Runs runs={nameRuns(text, names[text] ?? [])} />;
}
