import CalendarMonthIcon from '@mui/icons-material/CalendarMonth';
import type { ButtonProps } from '@mui/material/Button';
import type { ParticipantDetail } from '../../api/events';
import { saveBlob } from '../../api/download';
import { BASE_PATH } from '../../config/constants';
import { FileButton } from '../../components/FileButton';
import { notify } from '../../providers/notifications';
import type { PortalDataProvider } from '../../providers/dataProvider';

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
  return (
    <FileButton
      icon={<CalendarMonthIcon />}
      errorTitle="カレンダーに追加"
      aria-label={name}
      size={size}
      variant={variant}
      save={async (dataProvider) => {
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
      }}
    >
      {label}
    </FileButton>
  );
}
