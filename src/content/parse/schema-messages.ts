import type * as v from 'valibot';

const TYPE_NAMES: Record<string, string> = {
  array: 'a list [ … ]',
  object: 'an object { … }',
  string: 'text in double quotes',
  nullable: 'text in double quotes or null',
  number: 'a number without quotes, such as 1949',
};

/** A number with a point every three digits: the Albanian way to write 1.949 for 1949, a fraction to JSON. */
const thousands = (value: unknown): number | null =>
  typeof value === 'number' && /^\d{1,3}(?:\.\d{3})+$/.test(String(value)) ? Number(String(value).replace('.', '')) : null;

/** Valibot's messages in the words of a maintainer editing a JSON content file; `path`: the value's keys. */
export function readableMessage(issue: v.BaseIssue<unknown>, path: readonly (string | number)[]): string {
  const key = path.at(-1);
  if (issue.kind === 'schema' && issue.received === 'undefined' && typeof key === 'string') return `"${key}" is missing`;
  // A schema's own message says it best, with what was found where the type is wrong; valibot's defaults
  // ("Invalid type: …") are put in plain words.
  const own = issue.message.startsWith('Invalid ') ? null : issue.message;
  const expected = TYPE_NAMES[issue.type];
  if (issue.kind === 'schema' && (own || expected)) return `${own ?? `must be ${expected}`}, not ${issue.received}`;
  if (own) return own;
  if (issue.type === 'integer') {
    const meant = thousands(issue.input);
    return meant === null ? `must be a whole number, not ${issue.received}` : `must be a whole number: JSON reads ${issue.received} as a fraction, since a point is not a thousands separator there; write ${meant}`;
  }
  if (issue.type === 'non_empty') return 'must not be empty';
  if (issue.type === 'min_value') return `must be ${String(issue.requirement)} or more, not ${issue.received}`;
  return issue.message;
}
