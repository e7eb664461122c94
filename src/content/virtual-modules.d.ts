// Content modules generated at build time by the fauna-content Vite plugin, typed from the content registry.
declare module 'virtual:fauna/site' {
  const value: import('./content-files.ts').PageContent['site'];
  export default value;
}
declare module 'virtual:fauna/gallery' {
  const value: import('./content-files.ts').PageContent['gallery'];
  export default value;
}
declare module 'virtual:fauna/endemic' {
  const value: import('./content-files.ts').PageContent['endemic'];
  export default value;
}
declare module 'virtual:fauna/references' {
  const value: import('./content-files.ts').PageContent['references'];
  export default value;
}
declare module 'virtual:fauna/photos' {
  const value: import('./derived/photo-manifest.ts').PhotoManifest;
  export default value;
}
declare module 'virtual:fauna/endemic-keys' {
  /** The endemic species' keys (speciesKey of each name on the endemic page). */
  const value: string[];
  export default value;
}
declare module 'virtual:fauna/species-addresses' {
  /** The names whose species page is not at their spelling's address (see speciesAddresses): name → address. */
  const value: Record<string, string>;
  export default value;
}
declare module 'virtual:fauna/featured-species' {
  /** The page and the common name of each species the gallery and the endemic page show, by name, where known. */
  const value: Record<string, import('./derived/featured-species.ts').FeaturedSpecies>;
  export default value;
}
declare module 'virtual:fauna/endemic-names' {
  /** The endemic page's texts that hold scientific names, each with where its names stand (set in italics). */
  const value: import('./derived/names-in-text.ts').NamesInTexts;
  export default value;
}
declare module 'virtual:fauna/releases' {
  /**
   * The published releases, oldest first (the current one last): version, date, DOI, statistics, how many species
   * changed in each way since the one before, and the paths of its downloads (docs/decisions/0027).
   */
  const value: import('./derived/releases.ts').ReleaseSummary[];
  export default value;
}
