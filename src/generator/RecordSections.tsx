import { RecordContextProvider, type RaRecord } from 'react-admin';
import { Suspense, type ReactNode } from 'react';
import { SectionCard, type SectionRow } from '../components/SectionCard';
import { FieldCell } from './FieldCell';
import { holdsValue } from './rowValues';
import type {
  CellDefinition,
  FieldDefinition,
  ResourceDefinition,
  SectionDefinition,
  View,
} from './defineResource';
import { renderField } from './fields';
import { fieldsOf } from './viewParts';

export interface SectionFields {
  section: SectionDefinition;
  fields: FieldDefinition[];
}

/** A view's fields grouped by the resource's sections, in the sections' order. */
export function sectionsOf(definition: ResourceDefinition, view: View): SectionFields[] {
  const fields = fieldsOf(definition, view);
  return (definition.sections ?? [])
    .map((section) => ({ section, fields: fields.filter((item) => item.section === section.id) }))
    .filter(({ section, fields: shown }) => shown.length > 0 || (view === 'show' && section.panel));
}

/**
 * One field's value of `record`, as its field type shows it or as the page's `cell` for it
 * says; nothing when it has none.
 */
export function fieldValue(
  field: FieldDefinition,
  record: RaRecord | undefined,
  cell?: CellDefinition,
): ReactNode {
  const derived = cell?.component !== undefined || cell?.text !== undefined;
  if (!record || (!derived && !holdsValue(record[field.source]))) return null;
  const element = renderField(field);
  return (
    <RecordContextProvider value={record}>
      {cell ? (
        <FieldCell source={field.source} cell={cell}>
          {element}
        </FieldCell>
      ) : (
        element
      )}
    </RecordContextProvider>
  );
}

/** A record's page, section by section: label/value rows, or the panel a section names. */
export function ShowSections({
  definition,
  record,
}: {
  definition: ResourceDefinition;
  record: RaRecord | undefined;
}) {
  const { cells = {}, hideEmpty = false } = definition.show ?? {};
  return sectionsOf(definition, 'show').map(({ section, fields }) =>
    section.panel ? (
      <Suspense key={section.id} fallback={null}>
        <section.panel title={section.title} />
      </Suspense>
    ) : (
      <SectionCard
        key={section.id}
        title={section.title}
        rows={fields
          .map((field): SectionRow => ({
            label: field.label,
            value: fieldValue(field, record, cells[field.source]),
          }))
          .filter((row) => !hideEmpty || row.value !== null)}
      />
    ),
  );
}
