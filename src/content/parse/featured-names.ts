/**
 * A species a content file shows on a page of its own (the home gallery, the endemic page), as it writes its name and
 * where: its name links to the species' page when a checklist lists it.
 */
export type FeaturedName = { name: string; file: string; line: number; column?: number };
