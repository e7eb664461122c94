import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { citationResolver, citationView } from '../content/derived/citations.ts';
import { parseReferencesMd } from '../content/parse/references-md.ts';
import { CitationLinks } from './citation-links.tsx';

const resolve = citationResolver(parseReferencesMd('- Hoxha, L. (2019). Saproxylic beetles.\n- Geci, D., & Naumova, M. (2021a). Spiders.').references);

describe('CitationLinks', () => {
  it('links each resolved citation to its entry and keeps the rest of the cell as text', () => {
    const view = citationView(resolve('(Hoxha, 2019; Smith & <Co>, 2001)'));
    expect(view).toEqual([['(', null], ['Hoxha, 2019', 'ref-hoxha-2019'], ['; Smith & <Co>, 2001)', null]]);
    const html = renderToStaticMarkup(<CitationLinks view={view} />);
    expect(html).toBe('(<a href="/references#ref-hoxha-2019" data-route="">Hoxha, 2019</a>; Smith &amp; &lt;Co&gt;, 2001)');
  });
});
