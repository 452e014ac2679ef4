import Chip from '@mui/material/Chip';
import { Link, useRecordContext } from 'react-admin';
import type { ReactElement } from 'react';
import { usePortalDay } from '../providers/usePortalClock';
import type { CellDefinition } from './defineResource';
import { formatDateSpan } from '../i18n/format';
import { linkPath } from './LinkField';
import { fillText, meets } from './rowValues';

/**
 * One field shown as its resource file's `list.cells` or `show.cells` says (in a table, a
 * phone's card or a record's section alike): a component, a text or a span in place of the
 * field's own rendering (`children`), — on the rows it does not concern, chips after it.
 */
export function FieldCell({
  source,
  cell,
  children,
}: {
  source: string;
  cell: CellDefinition;
  children: ReactElement;
}) {
  const record = useRecordContext();
  // A `beforeToday` condition reads the portal's today: drawn again when that changes.
  usePortalDay();
  if (!record) return null;
  if (!meets(record, cell.when)) return <>—</>;
  const chips = (cell.chips ?? []).filter((chip) => meets(record, chip.when));
  const value = cell.component ? (
    <cell.component record={record} />
  ) : cell.text !== undefined ? (
    fillText(cell.text, record)
  ) : cell.until !== undefined ? (
    formatDateSpan(record[source], record[cell.until])
  ) : (
    children
  );
  return (
    <>
      {value}
      {chips.map((chip) => {
        const to = chip.to ? linkPath({ to: chip.to }, record) : null;
        const look = {
          size: 'small',
          color: chip.color,
          label: chip.label,
          sx: { ml: 1 },
        } as const;
        return to ? (
          <Chip
            key={chip.label}
            {...look}
            clickable
            component={Link}
            to={to}
            // Named after the row's value: a list holds many such chips.
            aria-label={`${chip.label}（${String(record[source] ?? '')}）`}
          />
        ) : (
          <Chip key={chip.label} {...look} />
        );
      })}
    </>
  );
}
