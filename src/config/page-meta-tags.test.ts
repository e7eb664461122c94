import { describe, expect, it } from 'vitest';
import { pageMetaFor } from './page-meta-tags.ts';

describe('pageMetaFor', () => {
  it('takes the product name from the site and adds the canonical link and og:url under the base path', () => {
    const meta = pageMetaFor({ productName: 'Fauna e Kosovës', siteUrl: 'https://fauna.example/', basePath: '/fauna/' }, 'Odonata', 'Lista', { pathname: '/families/Odonata' });
    expect(meta).toContainEqual({ title: 'Odonata | Fauna e Kosovës' });
    expect(meta).toContainEqual({ tagName: 'link', rel: 'canonical', href: 'https://fauna.example/fauna/families/Odonata' });
    expect(meta).toContainEqual({ property: 'og:url', content: 'https://fauna.example/fauna/families/Odonata' });
  });

  it('has no canonical link without the site address or the page location', () => {
    const withoutAddress = pageMetaFor({ productName: 'Fauna', basePath: '/' }, null, 'd', { pathname: '/' });
    const withoutLocation = pageMetaFor({ productName: 'Fauna', siteUrl: 'https://fauna.example/', basePath: '/' }, null, 'd');
    for (const meta of [withoutAddress, withoutLocation]) {
      expect(meta).toContainEqual({ title: 'Fauna – Fauna e Kosovës' });
      expect(meta.some((tag) => 'tagName' in tag || ('property' in tag && tag.property === 'og:url'))).toBe(false);
    }
  });
});
