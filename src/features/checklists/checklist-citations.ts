import { createContext, useContext } from 'react';
import type { CitationView } from '../../content/derived/citations.ts';
import { citationsUrl } from '../../config/paths.ts';

/** Each distinct Referenca cell of a checklist, resolved: what its rows link to. */
export type ChecklistCitations = Record<string, CitationView>;

const CitationsContext = createContext<ChecklistCitations | null>(null);
export const ChecklistCitationsProvider = CitationsContext.Provider;
export const useChecklistCitations = () => useContext(CitationsContext);

/**
 * After a client-side navigation: the resolved cells of a checklist, from those of every checklist by group (a build
 * artefact). Without it the
 * references show as plain text; the list itself never waits on it failing.
 */
export async function fetchCitations(groupName: string, signal?: AbortSignal): Promise<ChecklistCitations> {
  try {
    const response = await fetch(citationsUrl(), { signal });
    return response.ok ? (((await response.json()) as Record<string, ChecklistCitations>)[groupName] ?? {}) : {};
  } catch {
    return {};
  }
}
