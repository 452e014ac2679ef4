/**
 * jsdom has no `matchMedia`: this stubs one whose queries answer as `matches` says (a phone, a
 * coarse pointer…). Undo with `vi.unstubAllGlobals()`.
 */
export function stubMatchMedia(matches: (query: string) => boolean): void {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: matches(query),
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }));
}
