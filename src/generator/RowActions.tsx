import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import type { MouseEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmButton } from '../components/ConfirmButton';
import { DownloadButton } from '../components/DownloadButton';
import { useGoToPayment } from '../components/useGoToPayment';
import { notify } from '../layout/notifications';
import { useCallMutation } from '../providers/useCall';
import type { ResourceDefinition, RowAction } from './defineResource';
import { linkPath } from './LinkField';
import { fillText, meets, rowParams } from './rowValues';

type Of<T extends RowAction['type']> = Extract<RowAction, { type: T }>;

interface ButtonProps<A> {
  action: A;
  record: RaRecord;
  /** The accessible name: the label and the row's name, e.g. 変更（第12回 内視鏡症例検討会）. */
  name: string;
}

function LinkAction({ action, record, name }: ButtonProps<Of<'link'>>) {
  const to = linkPath({ to: action.to }, record);
  if (!to) return null;
  return (
    <Button size="small" component={RouterLink} to={to} aria-label={name}>
      {action.label}
    </Button>
  );
}

/** Asks, then sends the call once; the list (and every other answer on screen) reloads. */
function CallAction({ action, record, name }: ButtonProps<Of<'call'>>) {
  const refresh = useRefresh();
  const run = useCallMutation(action.call, {
    onSuccess: () => {
      notify(action.done, { type: 'success' });
      refresh();
    },
  });
  return (
    <ConfirmButton
      label={action.label}
      aria-label={name}
      size="small"
      color={action.color}
      title={action.confirm.title}
      content={fillText(action.confirm.text, record)}
      confirmLabel={action.confirm.confirm}
      cancelLabel={action.confirm.cancel}
      busy={run.isPending}
      onConfirm={() => run.mutate(rowParams(action.params, record))}
    />
  );
}

function DownloadAction({ action, record, name }: ButtonProps<Of<'download'>>) {
  return (
    <DownloadButton
      call={action.call}
      params={rowParams(action.params ?? { id: ':id' }, record)}
      label={action.label}
      aria-label={name}
    />
  );
}

function PayAction({ action, record, name }: ButtonProps<Of<'pay'>>) {
  const pay = useGoToPayment();
  const requestId: unknown = record[action.field];
  if (typeof requestId !== 'number' && typeof requestId !== 'string') return null;
  return (
    <Button size="small" variant="contained" onClick={() => pay(requestId)} aria-label={name}>
      {action.label}
    </Button>
  );
}

function RowActionButton(props: ButtonProps<RowAction>) {
  const { action } = props;
  switch (action.type) {
    case 'link':
      return <LinkAction {...props} action={action} />;
    case 'call':
      return <CallAction {...props} action={action} />;
    case 'download':
      return <DownloadAction {...props} action={action} />;
    case 'pay':
      return <PayAction {...props} action={action} />;
  }
}

// A button's click (a dialog's too: React events bubble out of a portal along the tree) is not a
// click on the row, which may open the record's page.
const keepFromRow = (event: MouseEvent) => event.stopPropagation();

/** The buttons of the row in context that its resource file's `list.rowActions` offer it. */
export function RowActions({ definition }: { definition: ResourceDefinition }) {
  const record = useRecordContext();
  if (!record) return null;
  const offered = (definition.list?.rowActions ?? []).filter((action) =>
    meets(record, action.when),
  );
  if (offered.length === 0) return null;
  const rowNameField = definition.list?.rowName ?? definition.recordTitle;
  const rowName = rowNameField ? String(record[rowNameField] ?? '') : '';
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
      onClick={keepFromRow}
    >
      {offered.map((action) => (
        <RowActionButton
          key={action.label}
          action={action}
          record={record}
          name={rowName ? `${action.label}（${rowName}）` : action.label}
        />
      ))}
    </Stack>
  );
}
