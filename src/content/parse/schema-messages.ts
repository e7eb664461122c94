import * as v from 'valibot';

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
  // A count with a thousands point (1.949) is read as meant before this (meantValue).
  if (issue.type === 'integer') return `must be a whole number, not ${issue.received}`;
  if (issue.type === 'non_empty') return 'must not be empty';
  if (issue.type === 'min_value') return `must be ${String(issue.requirement)} or more, not ${issue.received}`;
  return issue.message;
}

/** A whole number as a person may write it in quotes: "1949", "1,949", "1 949", "1.949". */
const QUOTED_COUNT_RE = /^\s*(?:\d+|\d{1,3}(?:[ ,.'\u00a0\u202f]\d{3})+)\s*$/u;

type PathKey = string | number;
/** A value the schema refuses whose meaning is plain, the value read instead and what to write. */
export type MeantValue = { path: PathKey[]; value: unknown; message: string };

/** `years`: the keys whose text is a year or a date, so that a year written as a number (2024) reads as "2024". */
export type AsMeantOptions = { years?: readonly string[] };

/**
 * What a refused value plainly means: a whole number in quotes ("1,949"), a year without quotes where a year or date
 * is asked for (2024), a count with a thousands point (1.949, a fraction to JSON). Anything else stays an error.
 */
export function meantValue(issue: v.BaseIssue<unknown>, { years = [] }: AsMeantOptions = {}): MeantValue | null {
  const path = (issue.path ?? []).map((item) => item.key as PathKey);
  const { input } = issue;
  if (issue.kind === 'schema' && issue.type === 'number' && typeof input === 'string' && QUOTED_COUNT_RE.test(input)) {
    const value = Number(input.replace(/\D/g, ''));
    return { path, value, message: `"${input}" read as ${value}: write the number without quotes, ${value}` };
  }
  const key = path.at(-1);
  if (issue.kind === 'schema' && issue.type === 'string' && typeof key === 'string' && years.includes(key) && typeof input === 'number' && /^\d{4}$/.test(String(input))) {
    return { path, value: String(input), message: `${input} read as "${input}": write it in double quotes, "${input}"` };
  }
  const meant = issue.type === 'integer' ? thousands(input) : null;
  if (meant !== null) {
    return { path, value: meant, message: `JSON reads ${issue.received} as a fraction, since a point is not a thousands separator there; read as ${meant}: write ${meant}` };
  }
  return null;
}

/**
 * Validates a JSON document, reading each refused value whose meaning is plain as meant (a warning each) and
 * validating again; what is left is refused.
 */
export function safeParseAsMeant<S extends v.GenericSchema>(schema: S, value: unknown, options: AsMeantOptions = {}): { result: v.SafeParseResult<S>; meant: MeantValue[] } {
  const first = v.safeParse(schema, value);
  const meant = first.success ? [] : first.issues.flatMap((issue) => meantValue(issue, options) ?? []);
  if (meant.length === 0) return { result: first, meant };
  const copy: unknown = structuredClone(value);
  for (const { path, value: read } of meant) setAt(copy, path, read);
  return { result: v.safeParse(schema, copy), meant };
}

function setAt(root: unknown, path: readonly PathKey[], value: unknown): void {
  const parent = path.slice(0, -1).reduce<unknown>((node, key) => (node as Record<PathKey, unknown>)[key], root);
  (parent as Record<PathKey, unknown>)[path.at(-1)!] = value;
}
