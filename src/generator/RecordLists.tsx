import { Suspense, useEffect } from 'react';
import type { RaRecord } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { Section } from '../components/Section';
import { LoadingFallback } from '../layout/PageLoader';
import { useSessionRoles } from '../providers/useSessionRoles';
import type { ResourceDefinition } from './defineResource';
import { useEmbeddedAt } from './embeddedAt';
import { LazyList } from './lazyList';
import { mayOpen } from './viewAccess';

/**
 * Starts loading the list view while the record is still on its way, when the record's page
 * embeds a list: most record pages embed none, and never load it.
 */
export function usePrefetchRecordLists(): void {
  const { pathname } = useLocation();
  const embeds = useEmbeddedAt(pathname).length > 0;
  useEffect(() => {
    if (embeds) LazyList.preload();
  }, [embeds]);
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
  return useEmbeddedAt(pathname)
    .filter((embedded) => mayOpen(roles, embedded, 'list'))
    .map((embedded) => (
      <Section key={embedded.name} title={embedded.label}>
        <Suspense fallback={<LoadingFallback />}>
          <LazyList
            definition={embedded}
            embedded
            filter={
              embedded.recordParam && !definition.singleton
                ? { [embedded.recordParam]: record.id }
                : undefined
            }
          />
        </Suspense>
      </Section>
    ));
}
