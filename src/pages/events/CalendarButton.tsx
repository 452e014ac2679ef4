import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import Button, { type ButtonProps } from '@mui/material/Button';
import { useState } from 'react';
import type { ParticipantDetail } from '../../api/events';
import { saveBlob } from '../../api/download';
import { ApiError, errorText } from '../../api/errors';
import { BASE_PATH } from '../../config/constants';
import { ErrorDialog } from '../../components/ErrorDialog';
import { notify } from '../../providers/notifications';
import type { PortalDataProvider } from '../../providers/dataProvider';
import { usePortalDataProvider } from '../../providers/useCall';

/** The portal's own address, absolute, for the links and UIDs in the file. */
const portalUrl = () => `${window.location.origin}${BASE_PATH}/`;

/** A participation as the file needs it: what it chose, spelled out. */
export const participationDetail = async (
  dataProvider: PortalDataProvider,
  id: number,
): Promise<ParticipantDetail> =>
  (await dataProvider.call('GetDetailParticipant', { id }, { quiet: true })).data;

/**
 * 「カレンダーに追加」: asks for the participations (`load`), writes their .ics on the device and
 * saves it as `fileName`.ics. One file at a time; a failure opens an error dialog as a download's.
 */
export function CalendarButton({
  load,
  fileName,
  label = 'カレンダーに追加',
  name,
  size = 'small',
  variant = 'outlined',
}: {
  load: (dataProvider: PortalDataProvider) => Promise<ParticipantDetail[]>;
  fileName: string;
  label?: string;
  /** The accessible name, where several buttons share the text (one per row). */
  name?: string;
  size?: ButtonProps['size'];
  variant?: ButtonProps['variant'];
}) {
  const dataProvider = usePortalDataProvider();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const save = async () => {
    if (busy) return;
    setBusy(true);
    try {
      const participations = await load(dataProvider);
      if (participations.length === 0) {
        notify('参加予定の学会・セミナーはありません。', { type: 'info' });
        return;
      }
      // The file's writer (and the ics library) load on the first click, not with the list.
      const { calendarFile, calendarFileName } = await import('../../components/calendar');
      const text = await calendarFile(participations, portalUrl());
      saveBlob(
        new Blob([text], { type: 'text/calendar;charset=utf-8' }),
        calendarFileName(fileName),
      );
    } catch (cause) {
      if (!(cause instanceof ApiError && cause.isUnauthorized)) setError(errorText(cause));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button
        size={size}
        variant={variant}
        startIcon={<CalendarMonthIcon />}
        onClick={save}
        disabled={busy}
        aria-label={name}
        aria-busy={busy}
      >
        {label}
      </Button>
      <ErrorDialog
        open={error !== null}
        title="カレンダーに追加"
        message={error ?? ''}
        onClose={() => setError(null)}
      />
    </>
  );
}
