import Link from '@mui/material/Link';
import { DataTable, FunctionField } from 'react-admin';
import type { ReactElement } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { FieldDefinition, FieldType, ResourceDefinition } from './defineResource';
import { renderField } from './fields';
import { FieldCell } from './FieldCell';
import { recordPath } from './paths';
import { RowActions } from './RowActions';
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

/**
 * Free text that may run long: the only cells of a table that wrap. Every other value (a status,
 * a date, an amount, a name, a code) keeps one line, so it never breaks mid-word (申込済/み,
 * 高橋 陽/子): the long text columns give way instead.
 */
const MAY_WRAP: ReadonlySet<FieldType> = new Set(['longText', 'html', 'address', 'link']);
const mayWrap = (field: FieldDefinition): boolean =>
  field.wrap === true || MAY_WRAP.has(field.type);
const keepOnOneLine = () => ({ whiteSpace: 'nowrap' }) as const;

/**
 * The list's fields as react-admin's DataTable columns (the table of a screen wider than a
 * phone), then the rows' buttons under 操作 when the file gives them any.
 */
export function listColumns(definition: ResourceDefinition): ReactElement[] {
  const elements = listFields(definition);
  const columns = fieldsOf(definition, 'list').map((field, index) => (
    <DataTable.Col
      key={field.source}
      source={field.source}
      label={field.label}
      disableSort={!(field.sortable ?? false)}
      cellSx={mayWrap(field) ? undefined : keepOnOneLine}
    >
      {elements[index]}
    </DataTable.Col>
  ));
  if (!definition.list?.rowActions?.length) return columns;
  return [
    ...columns,
    <DataTable.Col key="rowActions" label="操作" disableSort>
      <RowActions definition={definition} />
    </DataTable.Col>,
  ];
}
