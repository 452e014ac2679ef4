import { createContext, useContext } from 'react';
import { matchPath } from 'react-router-dom';
import type { ResourceDefinition } from './defineResource';

/** The resource files, given by the app: the generator renders them and imports none. */
export const ResourcesContext = createContext<readonly ResourceDefinition[]>([]);

const pagesOf = ({ embeddedIn }: ResourceDefinition): readonly string[] =>
  embeddedIn === undefined ? [] : typeof embeddedIn === 'string' ? [embeddedIn] : embeddedIn;

/** The lists embedded in the page at `pathname`, as their files name it (`embeddedIn`). */
export function useEmbeddedAt(pathname: string): ResourceDefinition[] {
  return useContext(ResourcesContext).filter((definition) =>
    pagesOf(definition).some((page) => matchPath({ path: page, caseSensitive: false }, pathname)),
  );
}
