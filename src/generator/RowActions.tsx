import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useRecordContext, useRefresh, type RaRecord } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ConfirmButton } from '../components/ConfirmButton';
import { DownloadButton } from '../components/DownloadButton';
import { useGoToPayment } from '../components/useGoToPayment';
import { notify } from '../providers/notifications';
import { useCallMutation } from '../providers/useCall';
import type { ResourceDefinition, RowAction } from './defineResource';
import { linkPath } from './LinkField';
import { confirmText, meets, rowParams } from './rowValues';

type Of<T extends RowAction['type']> = Extract<RowAction, { type: T }>;

interface ButtonProps<A> {
  action: A;
  record: RaRecord;
  /** The accessible name: the label and the row's name, e.g. 変更（第12回 内視鏡症例検討会）. */
  name: string;
  /** Small in a list's rows; full size under a record. */
  size: 'small' | 'medium';
}

function LinkAction({ action, record, name, size }: ButtonProps<Of<'link'>>) {
  const to = linkPath({ to: action.to }, record);
  if (!to) return null;
  return (
    <Button
      size={size}
      variant={size === 'small' ? 'text' : 'outlined'}
      component={RouterLink}
      to={to}
      aria-label={name}
    >
      {action.label}
    </Button>
  );
}

/** Asks, then sends the call once; the list (and every other answer on screen) reloads. */
function CallAction({ action, record, name, size }: ButtonProps<Of<'call'>>) {
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
      size={size}
      color={action.color}
      title={action.confirm.title}
      content={confirmText(action.confirm, record)}
      confirmLabel={action.confirm.confirm}
      cancelLabel={action.confirm.cancel}
      busy={run.isPending}
      onConfirm={() => run.mutate(rowParams(action.params, record))}
    />
  );
}

function DownloadAction({ action, record, name, size }: ButtonProps<Of<'download'>>) {
  return (
    <DownloadButton
      call={action.call}
      params={rowParams(action.params ?? { id: ':id' }, record)}
      label={action.label}
      aria-label={name}
      size={size}
    />
  );
}

function PayAction({ action, record, name, size }: ButtonProps<Of<'pay'>>) {
  const pay = useGoToPayment();
  const requestId: unknown = record[action.field];
  if (typeof requestId !== 'number' && typeof requestId !== 'string') return null;
  return (
    <Button size={size} variant="contained" onClick={() => pay(requestId)} aria-label={name}>
      {action.label}
    </Button>
  );
}

function ComponentAction({ action, ...props }: ButtonProps<Of<'component'>>) {
  const Component = action.component;
  return <Component {...props} label={action.label} />;
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
    case 'component':
      return <ComponentAction {...props} action={action} />;
  }
}

/**
 * The buttons `actions` offer the record in context (those whose `when` it meets): a list row's
 * (`list.rowActions`, each named with the row's `rowName`) or a record page's (`show.actions`).
 */
export function RecordActions({
  actions = [],
  rowName,
  size,
}: {
  actions?: readonly RowAction[];
  rowName?: string;
  size: ButtonProps<RowAction>['size'];
}) {
  const record = useRecordContext();
  if (!record) return null;
  const offered = actions.filter((action) => meets(record, action.when));
  if (offered.length === 0) return null;
  const name = rowName ? String(record[rowName] ?? '') : '';
  return (
    <Stack
      direction="row"
      spacing={1}
      useFlexGap
      // Buttons wrap onto the next line as wholes; a button's own words never break (お支払/いへ).
      sx={{ flexWrap: 'wrap', alignItems: 'center', '& > *': { whiteSpace: 'nowrap' } }}
    >
      {offered.map((action) => (
        <RowActionButton
          key={action.label}
          action={action}
          record={record}
          name={name ? `${action.label}（${name}）` : action.label}
          size={size}
        />
      ))}
    </Stack>
  );
}

/** The buttons of the list row in context. */
export function RowActions({ definition }: { definition: ResourceDefinition }) {
  return (
    <RecordActions
      actions={definition.list?.rowActions}
      rowName={definition.list?.rowName ?? definition.recordTitle}
      size="small"
    />
  );
}
