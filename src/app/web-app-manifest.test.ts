import { describe, expect, it } from 'vitest';
import { linkWebAppManifest } from './web-app-manifest.ts';

type FakeLink = { rel: string; href: string; getAttribute: (name: 'href') => string; setAttribute: (name: 'href', value: string) => void };

function fakeLink(): FakeLink {
  const link: FakeLink = {
    rel: '',
    href: '',
    getAttribute: () => link.href,
    setAttribute: (_name, value) => {
      link.href = value;
    },
  };
  return link;
}

function fakeDocument() {
  const head: FakeLink[] = [];
  return {
    head,
    document: {
      head: { append: (...nodes: unknown[]) => head.push(...(nodes as FakeLink[])) },
      createElement: fakeLink,
      querySelector: (selector: string) => (selector === 'link[rel="manifest"]' ? (head.find((link) => link.rel === 'manifest') ?? null) : null),
    } as unknown as Parameters<typeof linkWebAppManifest>[0],
  };
}

const links = (head: FakeLink[]) => head.map(({ rel, href }) => ({ rel, href }));

describe('linkWebAppManifest', () => {
  it('links the manifest under the base path, once', () => {
    const { head, document } = fakeDocument();
    linkWebAppManifest(document, '/fauna/');
    linkWebAppManifest(document, '/fauna/');
    expect(links(head)).toEqual([{ rel: 'manifest', href: '/fauna/manifest.webmanifest' }]);
  });

  it("an English page links the English edition's manifest, and a link to the other edition switches it", () => {
    const { head, document } = fakeDocument();
    linkWebAppManifest(document, '/fauna/', 'en');
    expect(links(head)).toEqual([{ rel: 'manifest', href: '/fauna/en/manifest.webmanifest' }]);
    linkWebAppManifest(document, '/fauna/', 'sq');
    expect(links(head)).toEqual([{ rel: 'manifest', href: '/fauna/manifest.webmanifest' }]);
  });
});
