// Content modules generated at build time by the fauna-content Vite plugin.
declare module 'virtual:fauna/site' {
  const config: import('./site-config.ts').SiteConfig;
  export default config;
}
declare module 'virtual:fauna/gallery' {
  const gallery: { species: string; credit: string }[];
  export default gallery;
}
declare module 'virtual:fauna/endemic' {
  const endemic: import('./endemic.ts').EndemicContent;
  export default endemic;
}
declare module 'virtual:fauna/references' {
  const references: import('./references-md.ts').Reference[];
  export default references;
}
declare module 'virtual:fauna/photos' {
  const photos: import('./photo-manifest.ts').PhotoManifest;
  export default photos;
}
