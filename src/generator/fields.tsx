import {
  BooleanField,
  EmailField,
  FunctionField,
  NumberField,
  SelectField,
  TextField,
} from 'react-admin';
import { cloneElement, type ReactElement } from 'react';
import type { FieldDefinition, FieldType } from './defineResource';
import { formatDate, formatDateTime, formatYen } from './format';
import { HtmlField } from './HtmlField';

type FieldRenderer = (field: FieldDefinition) => ReactElement;

const formatted =
  (format: (value: unknown) => string): FieldRenderer =>
  (field) => (
    <FunctionField
      source={field.source}
      label={field.label}
      sortable={field.sortable ?? false}
      render={(record) => format(record?.[field.source])}
    />
  );

const plain: FieldRenderer = (field) => (
  <TextField source={field.source} label={field.label} sortable={field.sortable ?? false} />
);

/** One field component per field type (DESIGN §3). */
export const FIELD_TABLE: Record<FieldType, FieldRenderer> = {
  text: plain,
  longText: (field) => (
    <TextField source={field.source} label={field.label} sx={{ whiteSpace: 'pre-line' }} />
  ),
  number: (field) => (
    <NumberField source={field.source} label={field.label} sortable={field.sortable ?? false} />
  ),
  yen: formatted(formatYen),
  date: formatted(formatDate),
  datetime: formatted(formatDateTime),
  boolean: (field) => <BooleanField source={field.source} label={field.label} />,
  status: (field) => (
    <SelectField source={field.source} label={field.label} choices={[...(field.choices ?? [])]} />
  ),
  html: (field) => <HtmlField source={field.source} label={field.label} />,
  email: (field) => <EmailField source={field.source} label={field.label} />,
  tel: plain,
  postalCode: plain,
};

export const renderField = (field: FieldDefinition): ReactElement =>
  cloneElement(FIELD_TABLE[field.type](field), { key: field.source });
