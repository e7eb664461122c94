import { doiUrl } from '../content/parse/site-releases.ts';

/** A DOI as its address, linked: `https://doi.org/10.5281/zenodo.…`. */
export function DoiLink({ doi }: { doi: string }) {
  const url = doiUrl(doi);
  return <a href={url}>{url}</a>;
}
