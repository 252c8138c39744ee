// jsdom ships no types and @types/jsdom has no release for jsdom 29; this is the part our tests use.
declare module 'jsdom' {
  interface ConstructorOptions {
    runScripts?: 'dangerously' | 'outside-only';
    pretendToBeVisual?: boolean;
    url?: string;
  }
  export class JSDOM {
    constructor(html?: string, options?: ConstructorOptions);
    readonly window: Window & typeof globalThis;
  }
}
