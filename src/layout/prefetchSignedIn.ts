import { createContext } from 'react';

/**
 * Starts loading the signed-in app and the page at a path: a member at the login form will open
 * it next. Root provides it, since a sign-in page may not import the shell that routes it; with
 * no provider it does nothing.
 */
export const PrefetchSignedIn = createContext<(path: string) => void>(() => undefined);
