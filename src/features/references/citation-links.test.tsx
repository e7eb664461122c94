import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { citationResolver } from '../../content/citations.ts';
import { parseReferencesMd } from '../../content/references-md.ts';
import { CitationLinks, referenceHref } from './citation-links.tsx';

const resolve = citationResolver(parseReferencesMd('- Hoxha, L. (2019). Saproxylic beetles.\n- Geci, D., & Naumova, M. (2021a). Spiders.').references);

describe('CitationLinks', () => {
  it('links each resolved citation to its entry under the base path and keeps the rest of the cell as text', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter basename="/fauna" initialEntries={['/fauna/families/Coleoptera']}>
        <CitationLinks parts={resolve('(Hoxha, 2019; Smith & <Co>, 2001)')} />
      </MemoryRouter>,
    );
    expect(html).toBe('(<a href="/fauna/references#ref-hoxha-2019" data-discover="true">Hoxha, 2019</a>; Smith &amp; &lt;Co&gt;, 2001)');
  });

  it('gives the references page address of an entry', () => {
    expect(referenceHref('geci-naumova-2021a')).toBe('/references#ref-geci-naumova-2021a');
  });
});
