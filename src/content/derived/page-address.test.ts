import { describe, expect, it } from 'vitest';
import { pageAddress, publicHome } from './page-address.ts';

describe('page addresses', () => {
  it('puts the base path under an address given as an origin, and keeps an address that has its own path', () => {
    expect(publicHome('https://fauna.example/', '/')).toBe('https://fauna.example/');
    expect(publicHome('https://fauna.example/', '/fauna/')).toBe('https://fauna.example/fauna/');
    expect(publicHome('https://fauna.example/kosova/', '/fauna/')).toBe('https://fauna.example/kosova/');
    expect(publicHome('https://fauna.example/fauna', '/fauna/')).toBe('https://fauna.example/fauna/');
  });

  it('encodes each segment once, whether the router path arrives encoded or not', () => {
    const home = 'https://fauna.example/fauna/';
    expect(pageAddress(home, '/')).toBe(home);
    expect(pageAddress(home, '/endemic')).toBe('https://fauna.example/fauna/endemic');
    expect(pageAddress(home, '/families/Pakurrizoret tjerë')).toBe('https://fauna.example/fauna/families/Pakurrizoret%20tjer%C3%AB');
    expect(pageAddress(home, '/families/Pakurrizoret%20tjer%C3%AB')).toBe('https://fauna.example/fauna/families/Pakurrizoret%20tjer%C3%AB');
  });

  it('keeps a query a query and a fragment a fragment', () => {
    const home = 'https://fauna.example/';
    expect(pageAddress(home, '/families/Shpendet?order=Accipitriformes')).toBe('https://fauna.example/families/Shpendet?order=Accipitriformes');
    expect(pageAddress(home, '/families/Pakurrizoret tjerë?family=Lumbricidae&view=grouped')).toBe(
      'https://fauna.example/families/Pakurrizoret%20tjer%C3%AB?family=Lumbricidae&view=grouped',
    );
    expect(pageAddress(home, '/references#ref-ibrahimi-2019')).toBe('https://fauna.example/references#ref-ibrahimi-2019');
    expect(pageAddress(home, '/?q=ujku')).toBe('https://fauna.example/?q=ujku');
  });
});
