import { renderToStaticMarkup } from 'react-dom/server';
import { describe, it, expect } from 'vitest';
import { parseReferencesMd } from '../../content/references-md.ts';
import { ReferenceList } from './reference-list.tsx';

const { references } = parseReferencesMd(
  [
    '- Geci, D., & Naumova, M. (2021a). Spiders <of> Kosovo. *Ecologica Balkanica*, 4, 11–28. https:/ /www.researchgate.net/publication/352488707',
    '- Hoxha, L. (2019). *Beetles & trees*. doi:10.1234/ab"c',
  ].join('\n'),
);

describe('ReferenceList', () => {
  const html = renderToStaticMarkup(<ReferenceList references={references} />);

  it('renders one <li> per reference in an <ol>, with the id as anchor', () => {
    expect(html.startsWith('<ol class="reference-list"><li id="geci-naumova-2021a">')).toBe(true);
    expect(html).toContain('<li id="hoxha-2019">');
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
});
