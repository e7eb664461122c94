/**
 * Whether the site's service worker runs in a test's browser context. It would answer the requests that tests
 * intercept with page.route, so it is blocked in every context, the reading tab's too; the specs that test it allow
 * it (`test.use({ serviceWorkers: 'allow' })`) and use `page`.
 */
export const SERVICE_WORKERS = 'block' as const;
