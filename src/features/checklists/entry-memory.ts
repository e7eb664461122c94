/**
 * What a checklist page keeps for each history entry of the tab (React Router's `location.key`): one sessionStorage
 * record per kind of value, the newest MEMORY_ENTRIES entries. Read back, anything not of its kind is dropped, so a
 * stale or edited value does no harm; storage full or disabled keeps nothing.
 */

/** Entries kept: a tab's recent history, not all of it. */
export const MEMORY_ENTRIES = 50;

/** History entry key → that entry's value. */
export type EntryMemory<T> = Record<string, T>;

export function parseEntryMemory<T>(text: string | null, isValue: (value: unknown) => value is T): EntryMemory<T> {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '{}');
  } catch {
    return {};
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  const memory: EntryMemory<T> = {};
  for (const [key, entry] of Object.entries(value)) if (isValue(entry)) memory[key] = entry;
  return memory;
}

/** The memory with `value` as the newest entry for `key` (none: the entry forgotten), the oldest dropped beyond MEMORY_ENTRIES. */
export function remember<T>(memory: EntryMemory<T>, key: string, value: T | null): EntryMemory<T> {
  const entries = Object.entries(memory).filter(([other]) => other !== key);
  if (value !== null) entries.push([key, value]);
  return Object.fromEntries(entries.slice(-MEMORY_ENTRIES));
}

export function readEntryMemory<T>(storageKey: string, isValue: (value: unknown) => value is T): EntryMemory<T> {
  return parseEntryMemory(tabStorage()?.getItem(storageKey) ?? null, isValue);
}

export function writeEntryMemory<T>(storageKey: string, memory: EntryMemory<T>): void {
  try {
    tabStorage()?.setItem(storageKey, JSON.stringify(memory));
  } catch {
    // Storage full or disabled: nothing is kept.
  }
}

function tabStorage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
