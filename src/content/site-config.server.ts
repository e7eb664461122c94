import { formatIssue } from './issues.ts';
import { contentSource, readContentFile, type ContentSource } from './content-dir.server.ts';
import { parseSiteConfig, SITE_CONFIG_FILE, type SiteConfig } from './site-config.ts';

/** Reads and validates site.json from the content folder; throws with maintainers' messages if it is invalid. */
export function loadSiteConfig(source: ContentSource = contentSource()): SiteConfig {
  const text = readContentFile(source, SITE_CONFIG_FILE);
  if (text === null) throw new Error(`${SITE_CONFIG_FILE}: file not found in ${source.dirs.join(' or ')}`);
  const { config, issues } = parseSiteConfig(text);
  if (!config) throw new Error(`Invalid site configuration:\n${issues.map(formatIssue).join('\n')}`);
  return config;
}
