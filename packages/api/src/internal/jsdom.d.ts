// jsdom ships no types, and @types/jsdom would pull the DOM library into every Node package's type check through
// Vitest's types; the hook tests use only this much of it.
declare module 'jsdom' {
  export class JSDOM {
    constructor(html: string, options?: { url?: string });
    readonly window: Record<string, unknown>;
  }
}
