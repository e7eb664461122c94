// citation-js imports node-fetch, but in a browser (and Node ≥ 18) it uses the built-in fetch: this stands in for
// node-fetch in the build so that none of its Node-only code is bundled (see vite.config.ts).
export default globalThis.fetch;
export const Headers = globalThis.Headers;
