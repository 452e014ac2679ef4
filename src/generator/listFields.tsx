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
      sortable={field.sortable ?? false}
      render={(record) => (
        <Link component={RouterLink} to={recordPath(showRoute, record.id)}>
          {String(record[field.source] ?? '')}
        </Link>
      )}
    />
  );
}

/**
 * The list's fields as the generator renders them: the record title linking to its page, a field
 * the file's `list.cells` describes as it says.
 */
export function listFields(definition: ResourceDefinition): ReactElement[] {
  const show = definition.routes.show;
  const cells = definition.list?.cells ?? {};
  return fieldsOf(definition, 'list').map((field) => {
    const own =
      show && field.source === definition.recordTitle ? titleLink(field, show) : renderField(field);
    const cell = cells[field.source];
    return cell ? (
      <FieldCell key={field.source} source={field.source} cell={cell}>
        {own}
      </FieldCell>
    ) : (
      own
    );
  });
}
