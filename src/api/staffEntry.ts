/**
 * The words of an attendance staff entered (事務局入力), shared by the pages and the demo API's
 * exports. Apart from checkIn.ts: the contract's types reach the service worker, which has no
 * portal clock to read Japan time by.
 */
import { japanClock } from './japanTime';

/**
 * 事務局入力（事務局 二郎 2026/11/22 10:05） in its parts (the label, who, when), for a narrow
 * column that breaks lines only between them.
 */
export function staffEntryParts(recordedBy: string, recordedAt: string): [string, string, string] {
  const clock = japanClock(recordedAt);
  const when = clock ? `${clock.date.replaceAll('-', '/')} ${clock.time.slice(0, 5)}` : '';
  return ['事務局入力', `（${recordedBy}`, `${when}）`];
}

/**
 * How a staff entry is shown wherever its time is (the points history, its export, the form's
 * answer). One function, so screen and file agree.
 */
export function staffEntryText(recordedBy: string, recordedAt: string): string {
  const [label, who, when] = staffEntryParts(recordedBy, recordedAt);
  return `${label}${who} ${when}`;
}
