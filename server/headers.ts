// The response headers of the site, shared by the Node server and the files the build writes for nginx and
// static hosts (deploy/), so that every way of serving the site sends the same ones.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { BUILD_LAYOUT } from '../src/config/build-info.server.ts';

/** Hashed assets: cached for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else: cached, but revalidated (ETag / Last-Modified) before every use. */
export const REVALIDATE = 'no-cache';

/** Sent with every response. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  'Cross-Origin-Opener-Policy': 'same-origin',
};

/** Sent only over HTTPS (over plain HTTP a browser ignores it, and it would pin a test host to HTTPS). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/**
 * The policy until the build computes one per page (`<buildDir>/csp.json`): same origin only; React Router's
 * prerendered pages hydrate from inline module scripts.
 */
export const FALLBACK_CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "img-src 'self' data:",
  "style-src 'self' 'unsafe-inline'",
  "script-src 'self' 'unsafe-inline'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

/** The build's per-page policies, beside the client folder: `{ "<file relative to client/>": policy, "*": default }`. */
export const CSP_FILE = BUILD_LAYOUT.cspTable;

/** Page file (relative to client/, '/'-separated) → policy; key '*' for every other file. */
export type CspTable = Readonly<Record<string, string>>;

/** Reads `<buildDir>/csp.json`, or the fallback policy when the build wrote none. */
export function readCspTable(buildDir: string): CspTable {
  const file = path.join(buildDir, CSP_FILE);
  if (!existsSync(file)) return { '*': FALLBACK_CONTENT_SECURITY_POLICY };
  let json: unknown;
  try {
    json = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new Error(`${file}: not valid JSON (${(error as Error).message})`);
  }
  const valid = json !== null && typeof json === 'object' && !Array.isArray(json) && Object.values(json).every((value) => typeof value === 'string');
  if (!valid) throw new Error(`${file}: expected {"<page file>": "<policy>", "*": "<policy>"}`);
  const table: Record<string, string> = { '*': FALLBACK_CONTENT_SECURITY_POLICY };
  for (const [key, policy] of Object.entries(json as Record<string, string>)) table[key.normalize('NFC')] = withFrameAncestors(policy);
  return table;
}

/** `frame-ancestors` works only in a header (not in a page's <meta> policy): make sure the header has it. */
export function withFrameAncestors(policy: string): string {
  if (/(^|;)\s*frame-ancestors\s/i.test(policy)) return policy;
  return `${policy.trim().replace(/;\s*$/, '')}; frame-ancestors 'none'`;
}

/**
 * The policy for a request path relative to the site root ('/endemic', '/endemic/', '/families/X/index.html'):
 * the page file it is served from, else the default.
 */
export function policyFor(table: CspTable, requestPath: string): string {
  const name = requestPath.replace(/^\/+|\/+$/g, '');
  const candidates = name === '' ? ['index.html'] : [name, `${name}.html`, `${name}/index.html`];
  for (const candidate of candidates) {
    const policy = table[candidate];
    if (policy !== undefined) return policy;
  }
  return table['*'] ?? FALLBACK_CONTENT_SECURITY_POLICY;
}
