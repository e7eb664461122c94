import { describe, expect, it } from 'vitest';
import { resolveRequestPath } from './request-path.ts';

describe('resolveRequestPath', () => {
  it('decodes percent-encoding and drops the query', () => {
    expect(resolveRequestPath('/families/Pakurrizoret%20tjer%C3%AB/?x=1#top', '/')).toEqual({ kind: 'inside', path: '/families/Pakurrizoret tjerë/' });
  });

  it('normalises to NFC', () => {
    expect(resolveRequestPath('/families/tjere%CC%88', '/')).toEqual({ kind: 'inside', path: '/families/tjerë' });
  });

  it('accepts absolute-form targets', () => {
    expect(resolveRequestPath('http://example.org/endemic', '/')).toEqual({ kind: 'inside', path: '/endemic' });
    expect(resolveRequestPath('http://example.org', '/')).toEqual({ kind: 'inside', path: '/' });
  });

  it.each([
    ['/%E0%A4%A', 'malformed percent-encoding'],
    ['/%', 'malformed percent-encoding'],
    ['/a%00b', 'control character in path'],
    ['/a%0Ab', 'control character in path'],
    ['/../../etc/passwd', 'dot segment in path'],
    ['/%2e%2e/%2e%2e/etc/passwd', 'dot segment in path'],
    ['/assets/..%2f..%2fpackage.json', 'dot segment in path'],
    ['/assets/..%5c..%5cpackage.json', 'dot segment in path'],
    ['/./index.html', 'dot segment in path'],
    ['*', 'request target is not a path'],
    ['endemic', 'request target is not a path'],
  ])('rejects %s', (url, reason) => {
    expect(resolveRequestPath(url, '/')).toEqual({ kind: 'bad-request', reason });
  });

  it('sends an address with doubled slashes on to the same address with single slashes, its query kept', () => {
    expect(resolveRequestPath('//', '/')).toEqual({ kind: 'merge-slashes', location: '/' });
    expect(resolveRequestPath('/families//Amfibet%20dhe%20Reptilet?sort=lloji', '/')).toEqual({
      kind: 'merge-slashes',
      location: '/families/Amfibet%20dhe%20Reptilet?sort=lloji',
    });
    expect(resolveRequestPath('///fauna///species//Canis-lupus/', '/fauna/')).toEqual({ kind: 'merge-slashes', location: '/fauna/species/Canis-lupus/' });
    expect(resolveRequestPath('http://example.org//endemic', '/')).toEqual({ kind: 'merge-slashes', location: '/endemic' });
    // Slashes in the query are the query's own.
    expect(resolveRequestPath('/endemic?from=https://example.org', '/')).toEqual({ kind: 'inside', path: '/endemic' });
  });

  it('keeps dots inside names', () => {
    expect(resolveRequestPath('/a..b/.well-known/x...y', '/')).toEqual({ kind: 'inside', path: '/a..b/.well-known/x...y' });
  });

  it('strips the base path and reports paths outside it', () => {
    expect(resolveRequestPath('/fauna/endemic', '/fauna/')).toEqual({ kind: 'inside', path: '/endemic' });
    expect(resolveRequestPath('/fauna/', '/fauna/')).toEqual({ kind: 'inside', path: '/' });
    expect(resolveRequestPath('/fauna', '/fauna/')).toEqual({ kind: 'inside', path: '/' });
    expect(resolveRequestPath('/faunax/', '/fauna/')).toEqual({ kind: 'outside-base-path' });
    expect(resolveRequestPath('/endemic', '/fauna/')).toEqual({ kind: 'outside-base-path' });
    expect(resolveRequestPath('/', '/fauna/')).toEqual({ kind: 'outside-base-path' });
  });
});
