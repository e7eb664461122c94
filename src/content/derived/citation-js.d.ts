// citation-js 0.8 ships no types: the part of its API this site uses.
declare module '@citation-js/core' {
  export class Cite {
    constructor(data: unknown);
    format(format: string, options?: { format?: 'text' | 'html' | 'string' | 'object' }): string | object;
  }
}
declare module '@citation-js/plugin-bibtex';
declare module '@citation-js/plugin-ris';
