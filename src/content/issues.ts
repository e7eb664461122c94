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
  /**
   * The folder the file was read from, when it is not the maintainer's own but the default content behind it
   * (`content`), written as the maintainer can open it; omitted for the maintainer's own files.
   */
  folder?: string;
};

export function formatIssue(issue: ContentIssue): string {
  const file = issue.folder ? `${issue.folder}/${issue.file}` : issue.file;
  const where = [file, issue.line > 0 ? String(issue.line) : null, issue.column ? String(issue.column) : null]
    .filter((part) => part !== null)
    .join(':');
  return `${where}: ${issue.severity}: ${issue.message}`;
}

/** The files in `fileOrder` first, in that order, then the others by name; by line and column within a file. */
export function sortIssues(issues: readonly ContentIssue[], fileOrder: readonly string[]): ContentIssue[] {
  const rank = (file: string) => {
    const index = fileOrder.indexOf(file);
    return index < 0 ? fileOrder.length : index;
  };
  return issues
    .map((issue, index) => ({ issue, index }))
    .sort((a, b) => rank(a.issue.file) - rank(b.issue.file) || a.issue.file.localeCompare(b.issue.file) || a.issue.line - b.issue.line || (a.issue.column ?? 0) - (b.issue.column ?? 0) || a.index - b.index)
    .map(({ issue }) => issue);
}
