import { formatIssue } from './issues.ts';
import { contentSource, readContentFile, type ContentSource } from './content-dir.server.ts';
import { parseSiteConfig, SITE_CONFIG_FILE, type SiteConfig, type SiteConfigOverrides } from './site-config.ts';
import { buildOptions } from './build-options.server.ts';

/** Reads and validates site.json from the content folder (FAUNA_SITE_URL overrides its address); throws if invalid. */
export function loadSiteConfig(source: ContentSource = contentSource(), overrides: SiteConfigOverrides = { siteUrl: buildOptions().siteUrl }): SiteConfig {
  const text = readContentFile(source, SITE_CONFIG_FILE);
  if (text === null) throw new Error(`${SITE_CONFIG_FILE}: file not found in ${source.dirs.join(' or ')}`);
  const { config, issues } = parseSiteConfig(text, SITE_CONFIG_FILE, overrides);
  if (!config) throw new Error(`Invalid site configuration:\n${issues.filter((issue) => issue.severity === 'error').map(formatIssue).join('\n')}`);
  return config;
}
