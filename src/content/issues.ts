/** A problem found in a content file, located for the maintainer who must fix it. */
export type ContentIssue = {
  severity: 'error' | 'warning';
  /** Path relative to the content folder, e.g. `checklists/Odonata.csv`. */
  file: string;
  /** 1-based line in the file; 0 when the issue concerns the whole file. */
  line: number;
  /** 1-based column (field index for CSV); omitted when it does not apply. */
  column?: number;
  message: string;
};

export function formatIssue(issue: ContentIssue): string {
  const where = [issue.file, issue.line > 0 ? String(issue.line) : null, issue.column ? String(issue.column) : null]
    .filter((part) => part !== null)
    .join(':');
  return `${where}: ${issue.severity}: ${issue.message}`;
}
