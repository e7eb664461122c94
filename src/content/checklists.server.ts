import { readFileSync } from 'node:fs';
import { contentSource, type ContentSource } from './content-dir.server.ts';
import { parseChecklistCsv, type ParsedChecklist } from './checklist-csv.ts';
import { checklistFiles } from './site-content.server.ts';
import { loadSiteConfig } from './site-config.server.ts';

/** A group's checklist read from the content folder at build time, with the same parser the browser uses. */
export function loadChecklist(groupName: string, source: ContentSource = contentSource()): ParsedChecklist {
  const config = loadSiteConfig(source);
  const group = config.groups.find((candidate) => candidate.name === groupName);
  if (!group) throw new Response('Not Found', { status: 404 });
  const file = checklistFiles(source, config).get(group.name);
  if (!file) throw new Error(`checklists/${group.file}: file not found`);
  return parseChecklistCsv(readFileSync(file, 'utf8'), `checklists/${group.file}`);
}
