import { createContext } from 'react';

/**
 * The title of each page by its path, as the route table declares it: a page listing other pages
 * (the demo index) reads it here rather than importing the table that routes it.
 */
export const RouteTitles = createContext<ReadonlyMap<string, string>>(new Map());
