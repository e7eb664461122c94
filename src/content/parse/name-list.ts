// A cell of several common names, as the site writes it: a module of its own, light enough for the pages' code.

/** How several names share a cell: "ujku / ujk". */
export const NAME_SEPARATOR = ' / ';

/** The names of a cell in the site's form: "ujku / ujk" → ["ujku", "ujk"]; an empty cell has none. */
export function namesIn(cell: string): string[] {
  return cell.split(NAME_SEPARATOR).filter(Boolean);
}
