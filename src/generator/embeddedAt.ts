import { matchPath } from 'react-router-dom';
import { resources } from '../../resources';
import type { ResourceDefinition } from './defineResource';

const pagesOf = ({ embeddedIn }: ResourceDefinition): readonly string[] =>
  embeddedIn === undefined ? [] : typeof embeddedIn === 'string' ? [embeddedIn] : embeddedIn;

/** The lists embedded in the page at `pathname`, as their files name it (`embeddedIn`). */
export const embeddedAt = (pathname: string): ResourceDefinition[] =>
  resources.filter((definition) =>
    pagesOf(definition).some((page) => matchPath({ path: page, caseSensitive: false }, pathname)),
  );
