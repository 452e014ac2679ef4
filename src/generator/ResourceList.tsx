import { resources } from '../../resources';
import { GeneratedList } from './views';

/**
 * A resource's generated list inside a bespoke page (a resource file naming `embeddedIn`): the
 * page keeps its own layout, the list keeps its columns, paging and remembered pagination.
 */
export function ResourceList({ name }: { name: string }) {
  const definition = resources.find((candidate) => candidate.name === name);
  if (!definition) throw new Error(`No resource file named ${name}`);
  return <GeneratedList definition={definition} embedded />;
}
