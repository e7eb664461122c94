/** What a request URL points at inside the build folder. */
export type RequestTarget =
  /** `path`: decoded, NFC, relative to the build folder's root, always starting with '/'. */
  | { kind: 'inside'; path: string }
  | { kind: 'outside-base-path' }
  /** `location`: the same address with each run of slashes made one (query kept), for a permanent redirect. */
  | { kind: 'merge-slashes'; location: string }
  | { kind: 'bad-request'; reason: string };

// Absolute-form request targets (`GET http://host/path`) are legal HTTP/1.1.
const ABSOLUTE_FORM = /^[a-z][a-z\d+.-]*:\/\/[^/?#]*/i;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f]/;

/**
 * Decodes and checks a request URL (`req.url`) against the site's base path ('/' or '/x/y/').
 * Malformed percent-encoding, control characters (NUL…) and '.'/'..' segments are rejected,
 * never resolved: browsers remove dot segments before sending, so only probes contain them.
 */
export function resolveRequestPath(rawUrl: string, basePath: string): RequestTarget {
  const target = rawUrl.replace(ABSOLUTE_FORM, '') || '/';
  if (!target.startsWith('/')) return { kind: 'bad-request', reason: 'request target is not a path' };

  const encodedPath = target.split(/[?#]/, 1)[0] ?? '/';
  // A link joined by hand ('…org//families/x'). The router knows no such address: its page would turn into the
  // 404 page as it hydrates. Both servers send it on to the address with single slashes (deploy/nginx.conf).
  if (encodedPath.includes('//')) {
    return { kind: 'merge-slashes', location: encodedPath.replace(/\/{2,}/g, '/') + target.slice(encodedPath.length) };
  }
  let path: string;
  try {
    path = decodeURIComponent(encodedPath);
  } catch {
    return { kind: 'bad-request', reason: 'malformed percent-encoding' };
  }
  if (CONTROL_CHARACTER.test(path)) return { kind: 'bad-request', reason: 'control character in path' };
  if (path.split(/[/\\]/).some((segment) => segment === '.' || segment === '..')) {
    return { kind: 'bad-request', reason: 'dot segment in path' };
  }
  // The site manifest lists addresses NFC; some clients send NFD (ë as e + ◌̈).
  path = path.normalize('NFC');

  const base = basePath.normalize('NFC');
  if (base === '/') return { kind: 'inside', path };
  if (path === base.slice(0, -1)) return { kind: 'inside', path: '/' };
  if (path.startsWith(base)) return { kind: 'inside', path: path.slice(base.length - 1) };
  return { kind: 'outside-base-path' };
}
