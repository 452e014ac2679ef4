import Stack from '@mui/material/Stack';
import { EmailField, FunctionField, NumberField, SelectField, TextField } from 'react-admin';
import { cloneElement, lazy, Suspense, type ReactElement } from 'react';
import { DownloadButton } from '../components/DownloadButton';
import type { FieldDefinition, FieldType } from './defineResource';
import { formatDate, formatDateTime, formatYen } from '../i18n/format';
import { LookupField } from './lookup';
import { LinkField } from './LinkField';
// DOMPurify loads with the first page that shows HTML, not with the admin shell.
const HtmlField = lazy(() => import('./HtmlField'));

/** Keeps `source` and `label` on the element react-admin's layouts read them from. */
function LazyHtmlField(props: { source: string; label?: string }) {
  return (
    <Suspense fallback={null}>
      <HtmlField {...props} />
    </Suspense>
  );
}

type FieldRenderer = (field: FieldDefinition) => ReactElement;

const formatted =
  (format: (value: unknown) => string): FieldRenderer =>
  (field) => (
    <FunctionField
      source={field.source}
      label={field.label}
      render={(record) => format(record?.[field.source])}
    />
  );

const plain: FieldRenderer = (field) => <TextField source={field.source} label={field.label} />;

const lookupField: FieldRenderer = (field) =>
  field.lookup ? (
    <LookupField
      source={field.source}
      label={field.label}
      lookup={field.lookup}
      lookupParams={field.lookupParams}
    />
  ) : (
    plain(field)
  );

/** One field component per field type (DESIGN §3). */
const FIELD_TABLE: Record<FieldType, FieldRenderer> = {
  text: plain,
  longText: (field) => (
    <TextField source={field.source} label={field.label} sx={{ whiteSpace: 'pre-line' }} />
  ),
  number: (field) => <NumberField source={field.source} label={field.label} />,
  yen: formatted(formatYen),
  date: formatted(formatDate),
  datetime: formatted(formatDateTime),
  // Words, not react-admin's icon with a tooltip: read the same by everyone, and no popper to load.
  boolean: formatted((value) => (value === true ? 'はい' : value === false ? 'いいえ' : '')),
  status: (field) => (
    <SelectField source={field.source} label={field.label} choices={[...(field.choices ?? [])]} />
  ),
  html: (field) => <LazyHtmlField source={field.source} label={field.label} />,
  email: (field) => <EmailField source={field.source} label={field.label} />,
  tel: plain,
  postalCode: plain,
  address: plain,
  download: (field) => (
    <FunctionField
      source={field.source}
      label={field.label}
      render={(record) => {
        const action = field.download;
        if (!action || record?.[field.source] == null) return null;
        const rowName = action.rowName ? record[action.rowName] : record[field.source];
        const call = action.callBy?.calls[String(record[action.callBy.field])] ?? action.call;
        return (
          <DownloadButton
            call={call}
            params={{ id: record[field.source] }}
            label={action.label}
            aria-label={`${action.label}（${String(rowName)}）`}
          />
        );
      }}
    />
  ),
  files: (field) => (
    <FunctionField
      source={field.source}
      label={field.label}
      render={(record) => {
        const files: unknown = record?.[field.source];
        const action = field.download;
        if (!action) return null;
        // The label stays, so a notice without attachments says so rather than ending in a label.
        if (!Array.isArray(files) || files.length === 0) return 'なし';
        return (
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {files.filter(isAttachment).map((file) => (
              // The file's own name labels its button and its failure dialog.
              <DownloadButton
                key={file.id}
                call={action.call}
                params={{ id: file.id }}
                label={file.fileName}
              />
            ))}
          </Stack>
        );
      }}
    />
  ),
  lookup: (field) => lookupField(field),
  lookupMany: (field) => lookupField(field),
  link: (field) => <LinkField source={field.source} label={field.label} target={field.link} />,
};

interface Attachment {
  id: number | string;
  fileName: string;
}

const isAttachment = (value: unknown): value is Attachment =>
  typeof value === 'object' &&
  value !== null &&
  'id' in value &&
  typeof (value as { fileName?: unknown }).fileName === 'string';

export const renderField = (field: FieldDefinition): ReactElement =>
  cloneElement(FIELD_TABLE[field.type](field), { key: field.source });
