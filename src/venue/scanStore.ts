/**
 * The check-in scans a staff device holds (IndexedDB, through `idb`): every 受講票 accepted at the
 * door, queued until the member API has it, then kept with the server's answer so the desk sees
 * who is in, conflicts included. It survives a reload, a lost network and a sign-in again; logout
 * forgets what the server has, never a scan still to send (a member's attendance and points).
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

/** queued → checkedIn, alreadyCheckedIn (checked in elsewhere first) or refused by the server. */
export type ScanState = 'queued' | 'checkedIn' | 'alreadyCheckedIn' | 'refused';

export interface Scan {
  id: number;
  code: string;
  eventId: number;
  day: string;
  /** When the device scanned it (ISO 8601). */
  scannedAt: string;
  participantId: number;
  memberNo: string;
  name: string;
  participationType: string;
  state: ScanState;
  /** The first check-in's time, once the server answered. */
  checkedInAt?: string;
  /** Why the server refused it. */
  message?: string;
  /** Points the check-in added to the member's history. */
  pointsAwarded?: number;
}

export type NewScan = Omit<Scan, 'id' | 'state'>;

interface VenueSchema extends DBSchema {
  scans: {
    key: number;
    value: Scan;
    indexes: { byParticipantDay: [number, string]; byEvent: number };
  };
}

const DB_NAME = 'member-portal-venue';

let opened: Promise<IDBPDatabase<VenueSchema>> | null = null;

function database(): Promise<IDBPDatabase<VenueSchema>> {
  opened ??= openDB<VenueSchema>(DB_NAME, 1, {
    upgrade(db) {
      const scans = db.createObjectStore('scans', { keyPath: 'id', autoIncrement: true });
      scans.createIndex('byParticipantDay', ['participantId', 'day']);
      scans.createIndex('byEvent', 'eventId');
    },
  });
  return opened;
}

/** Queues an accepted scan; its id orders the queue. */
export async function queueScan(scan: NewScan): Promise<Scan> {
  const db = await database();
  const id = await db.add('scans', { ...scan, state: 'queued' } as Scan);
  return { ...scan, id, state: 'queued' };
}

/** The device's scan of this participation on this day, if any (refusals aside). */
export async function scanOf(participantId: number, day: string): Promise<Scan | undefined> {
  const db = await database();
  const scans = await db.getAllFromIndex('scans', 'byParticipantDay', [participantId, day]);
  return scans.find((scan) => scan.state !== 'refused');
}

/** The event's scans on this device, newest first. */
export async function scansOfEvent(eventId: number): Promise<Scan[]> {
  const db = await database();
  return (await db.getAllFromIndex('scans', 'byEvent', eventId)).reverse();
}

/** Every scan still to send, oldest first. */
export async function queuedScans(): Promise<Scan[]> {
  const db = await database();
  return (await db.getAll('scans')).filter((scan) => scan.state === 'queued');
}

export async function settleScan(
  id: number,
  answer: Pick<Scan, 'state' | 'checkedInAt' | 'message' | 'pointsAwarded'>,
): Promise<void> {
  const db = await database();
  const scan = await db.get('scans', id);
  if (scan) await db.put('scans', { ...scan, ...answer });
}

/**
 * At logout: the scans the server has answered go; queued ones stay until they are sent. A device
 * that never checked anyone in has no database, and gets none.
 */
export async function forgetSettledScans(): Promise<void> {
  const existing = await indexedDB.databases();
  if (!existing.some((info) => info.name === DB_NAME)) return;
  const db = await database();
  const tx = db.transaction('scans', 'readwrite');
  let cursor = await tx.store.openCursor();
  while (cursor) {
    if (cursor.value.state !== 'queued') await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.done;
}
