import Link from '@mui/material/Link';
import { FunctionField } from 'react-admin';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { FieldDefinition, ResourceDefinition } from './defineResource';
import { renderField } from './fields';
import { FieldCell } from './FieldCell';
import { recordPath } from './paths';
import { fieldsOf } from './viewParts';

/** The record's title links to its page, so rows work from the keyboard too. */
function titleLink(field: FieldDefinition, showRoute: string): ReactElement {
  return (
    <FunctionField
      key={field.source}
      source={field.source}
      label={field.label}
      render={(record) => (
        <Link component={RouterLink} to={recordPath(showRoute, record.id)}>
          {String(record[field.source] ?? '')}
        </Link>
      )}
    />
  );
}

/** One column of a list: its field and how a row shows it. */
export interface ListCell {
  field: FieldDefinition;
  element: ReactElement;
}

/**
 * The list's fields as the generator renders them: the record title linking to its page, a field
 * the file's `list.cells` describes as it says.
 */
export function listCells(definition: ResourceDefinition): ListCell[] {
  const show = definition.routes.show;
  const cells = definition.list?.cells ?? {};
  return fieldsOf(definition, 'list').map((field) => {
    const own =
      show && field.source === definition.recordTitle ? titleLink(field, show) : renderField(field);
    const cell = cells[field.source];
    const element = cell ? (
      <FieldCell key={field.source} source={field.source} cell={cell}>
        {own}
      </FieldCell>
    ) : (
      own
    );
    return { field, element };
  });
}
