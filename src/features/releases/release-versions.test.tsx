import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { VersionEntry } from '../../content/derived/releases.ts';
import { ReleaseVersions } from './release-versions.tsx';

const VERSIONS: VersionEntry[] = [
  { version: 1, issued: '2023', doi: '10.5281/zenodo.1', current: false, published: false },
  { version: 2, issued: '2024', doi: null, current: false, published: true },
  { version: 3, issued: '2025-03-14', doi: '10.5281/zenodo.3', current: true, published: true },
];

describe('ReleaseVersions', () => {
  it('lists every version newest first: the page shown marked, the published linked, the rest with their date and DOI only', () => {
    const html = renderToStaticMarkup(
      <MemoryRouter>
        <ReleaseVersions versions={VERSIONS} shown={2} />
      </MemoryRouter>,
    );
    const items = [...html.matchAll(/<li>(.*?)<\/li>/g)].map((match) => match[1]);
    expect(items).toEqual([
      '<a href="/releases/3" data-discover="true">Versioni 3</a> (2025-03-14) <a href="https://doi.org/10.5281/zenodo.3">https://doi.org/10.5281/zenodo.3</a>',
      '<span aria-current="page">Versioni 2</span> (2024)',
      'Versioni 1 (2023) <a href="https://doi.org/10.5281/zenodo.1">https://doi.org/10.5281/zenodo.1</a>',
    ]);
  });
});
