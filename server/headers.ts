// The response headers of the site, shared by the Node server and the files the build writes for nginx and
// static hosts (deploy/), so that every way of serving the site sends the same ones.

/** Hashed assets: cached for a year, never revalidated. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Everything else: cached, but revalidated (ETag / Last-Modified) before every use. */
export const REVALIDATE = 'no-cache';

/**
 * No other site's window keeps a handle on the site's pages (issue 9); so a page opened from elsewhere starts in a new
 * renderer process (its cost to Lighthouse's measurement: decision 0044).
 */
export const OPENER_POLICY_HEADER = 'Cross-Origin-Opener-Policy';

/** Sent with every response. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
  'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
  [OPENER_POLICY_HEADER]: 'same-origin',
};

/** Sent only over HTTPS (over plain HTTP a browser ignores it, and it would pin a test host to HTTPS). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

/** `frame-ancestors` works only in a header (not in a page's <meta> policy): make sure the header has it. */
export function withFrameAncestors(policy: string): string {
  if (/(^|;)\s*frame-ancestors\s/i.test(policy)) return policy;
  return `${policy.trim().replace(/;\s*$/, '')}; frame-ancestors 'none'`;
}
