import Link from '@mui/material/Link';
import { DataTable, FunctionField } from 'react-admin';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { FieldDefinition, ResourceDefinition } from './defineResource';
import { renderField } from './fields';
import { recordPath } from './paths';
import { fieldsOf } from './viewParts';

/** The record's title links to its page, so rows work from the keyboard too. */
function titleLink(field: FieldDefinition, showRoute: string): ReactElement {
  return (
    <FunctionField
      key={field.source}
      source={field.source}
      label={field.label}
      sortable={field.sortable ?? false}
      render={(record) => (
        <Link
          component={RouterLink}
          to={recordPath(showRoute, record.id)}
          // The row navigates on click as well: one navigation, one history entry.
          onClick={(event) => event.stopPropagation()}
        >
          {String(record[field.source] ?? '')}
        </Link>
      )}
    />
  );
}

/** The list's fields as the generator renders them, the record title linking to its page. */
export function listFields(definition: ResourceDefinition): ReactElement[] {
  const show = definition.routes.show;
  return fieldsOf(definition, 'list').map((field) =>
    show && field.source === definition.recordTitle ? titleLink(field, show) : renderField(field),
  );
}

/** The list's fields as react-admin's DataTable columns (the table of a screen wider than a phone). */
export function listColumns(definition: ResourceDefinition): ReactElement[] {
  const elements = listFields(definition);
  return fieldsOf(definition, 'list').map((field, index) => (
    <DataTable.Col
      key={field.source}
      source={field.source}
      label={field.label}
      disableSort={!(field.sortable ?? false)}
    >
      {elements[index]}
    </DataTable.Col>
  ));
}
