import { describe, expect, it } from 'vitest';
import { linkWebAppManifest } from './web-app-manifest.ts';

function fakeDocument() {
  const head: { rel: string; href: string }[] = [];
  return {
    head,
    document: {
      head: { append: (...nodes: unknown[]) => head.push(...(nodes as { rel: string; href: string }[])) },
      createElement: () => ({ rel: '', href: '' }),
      querySelector: (selector: string) => (selector === 'link[rel="manifest"]' ? (head.find((link) => link.rel === 'manifest') ?? null) : null),
    } as unknown as Parameters<typeof linkWebAppManifest>[0],
  };
}

describe('linkWebAppManifest', () => {
  it('links the manifest under the base path, once', () => {
    const { head, document } = fakeDocument();
    linkWebAppManifest(document, '/fauna/');
    linkWebAppManifest(document, '/fauna/');
    expect(head).toEqual([{ rel: 'manifest', href: '/fauna/manifest.webmanifest' }]);
  });
});
