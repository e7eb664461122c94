// negotiator 1.0 ships no types, and @types/negotiator describes 0.6 (without `preferred`): the part the server uses.
declare module 'negotiator' {
  import type { IncomingMessage } from 'node:http';
  export default class Negotiator {
    constructor(request: Pick<IncomingMessage, 'headers'>);
    /** The most preferred of `available` by the Accept-Encoding header; ties go to the earlier in `preferred`. */
    encoding(available: string[], options?: { preferred?: string[] }): string | undefined;
  }
}
