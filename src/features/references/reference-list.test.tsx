import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it, expect } from 'vitest';
import { parseReferencesMd } from '../../content/parse/references-md.ts';
import { ReferenceList } from './reference-list.tsx';

const { references } = parseReferencesMd(
  [
    '- Geci, D., & Naumova, M. (2021a). Spiders <of> Kosovo. *Ecologica Balkanica*, 4, 11–28. https:/ /www.researchgate.net/publication/352488707',
    '- Hoxha, L. (2019). *Beetles & trees*. doi:10.1234/ab"c',
  ].join('\n'),
);

describe('ReferenceList', () => {
  const html = renderToStaticMarkup(<ReferenceList references={references} />);

  it('renders one <li> per reference in an <ol>, with its anchor as id', () => {
    expect(html.startsWith('<ol class="reference-list"><li id="ref-geci-naumova-2021a">')).toBe(true);
    expect(html).toContain('<li id="ref-hoxha-2019">');
    expect(html.match(/<li /g)).toHaveLength(2);
    expect(html.endsWith('</li></ol>')).toBe(true);
  });

  it('renders italics as <i> and escapes text', () => {
    expect(html).toContain('Spiders &lt;of&gt; Kosovo. <i>Ecologica Balkanica</i>, 4, 11–28. ');
    expect(html).toContain('<i>Beetles &amp; trees</i>');
  });

  it('renders links as <a href rel="noopener"> opening in the same tab, DOIs as https://doi.org/ URLs', () => {
    expect(html).toContain(
      '<a href="https://www.researchgate.net/publication/352488707" rel="noopener">https://www.researchgate.net/publication/352488707</a>',
    );
    expect(html).toContain('<a href="https://doi.org/10.1234/ab" rel="noopener">https://doi.org/10.1234/ab</a>');
    expect(html).not.toContain('target=');
  });

  it('renders an empty list for no references', () => {
    expect(renderToStaticMarkup(<ReferenceList references={[]} />)).toBe('<ol class="reference-list"></ol>');
  });

  it('says how many species an entry supports and links to their pages, when given', () => {
    const supports = new Map([['hoxha-2019', [{ name: 'Lucanus cervus', href: '/species/Lucanus-cervus' }, { name: 'Rosalia alpina', href: '/species/Rosalia-alpina' }]]]);
    // Plain anchors (no router needed): the address under the site's base path, the router path for the page's handler.
    const withSpecies = renderToStaticMarkup(<ReferenceList references={references} supports={supports} />);
    const [geci = '', hoxha = ''] = withSpecies.split('<li id="ref-hoxha-2019">');
    expect(geci).not.toContain('<details');
    expect(hoxha).toContain('<details class="reference-species"><summary>Burim për 2 lloje</summary><ul>');
    expect(hoxha).toContain('<li><a href="/species/Lucanus-cervus" data-route="">Lucanus cervus</a></li>');
    const one = renderToStaticMarkup(
      <ReferenceList references={references} supports={new Map([['hoxha-2019', [{ name: 'Lucanus cervus', href: '/species/Lucanus-cervus' }]]])} />,
    );
    expect(one).toContain('<summary>Burim për 1 lloj</summary>');
  });
});
