import type { ReactNode } from 'react';
import type { RaRecord } from 'react-admin';
import { matchPath, useLocation } from 'react-router-dom';
import { resources } from '../../resources';
import { Section } from '../components/Section';
import { DASHBOARD_PATH, HOME_PATH } from '../config/constants';
import { useSessionRoles } from '../providers/useSessionRoles';
import type { ResourceDefinition } from './defineResource';
import { mayOpen } from './viewAccess';
import { GeneratedList } from './ListView';

const pagesOf = ({ embeddedIn }: ResourceDefinition): readonly string[] =>
  embeddedIn === undefined ? [] : typeof embeddedIn === 'string' ? [embeddedIn] : embeddedIn;

/** The lists embedded in the page at `pathname`, as their files name it. */
const embeddedAt = (pathname: string) =>
  resources.filter((definition) =>
    pagesOf(definition).some((page) => matchPath({ path: page, caseSensitive: false }, pathname)),
  );

/**
 * The generated lists whose resource files name this page in `embeddedIn`, where a bespoke page
 * leaves room for them: the file decides which list a page shows, the page only where. Each keeps
 * its columns, paging and remembered pagination. A member lacking a list's permission sees
 * `denied` instead, and nothing is fetched.
 */
export function EmbeddedLists({ denied = null }: { denied?: ReactNode }) {
  const { pathname } = useLocation();
  const roles = useSessionRoles();
  // The dashboard is the home page too.
  const embedded = embeddedAt(pathname === HOME_PATH ? DASHBOARD_PATH : pathname);
  if (embedded.length === 0 && import.meta.env.DEV) {
    throw new Error(`No resource file names ${pathname} in embeddedIn`);
  }
  return embedded.map((definition) =>
    mayOpen(roles, definition, 'list') ? (
      <GeneratedList key={definition.name} definition={definition} embedded />
    ) : (
      <span key={definition.name}>{denied}</span>
    ),
  );
}

/**
 * Under a generated record page, the lists embedded in it (a member's update history), each in a
 * section titled with its label and asked for the record's (`recordParam`).
 */
export function RecordLists({
  definition,
  record,
}: {
  definition: ResourceDefinition;
  record: RaRecord;
}) {
  const { pathname } = useLocation();
  const roles = useSessionRoles();
  return embeddedAt(pathname)
    .filter((embedded) => mayOpen(roles, embedded, 'list'))
    .map((embedded) => (
      <Section key={embedded.name} title={embedded.label}>
        <GeneratedList
          definition={embedded}
          embedded
          filter={
            embedded.recordParam && !definition.singleton
              ? { [embedded.recordParam]: record.id }
              : undefined
          }
        />
      </Section>
    ));
}
