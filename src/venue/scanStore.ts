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
  /** When the door scanned it (ISO 8601): the check-in's time, however late it is sent. */
  scannedAt: string;
  /** The staff account that scanned it (its member id): the scan is sent under that one only. */
  staffId: string;
  participantId: number;
  memberNo: string;
  name: string;
  participationType: string;
  /** Staff admitted the participant with the fee unpaid, to pay later (当日払い). */
  payAtDoor: boolean;
  /** The fee unpaid (yen): as the door knew it, then as the server answered, 0 once paid. */
  feeDue: number;
  state: ScanState;
  /** Failed sends (a server failure, a dropped connection) and when the next may go (epoch ms). */
  attempts: number;
  retryAt?: number;
  /** The first check-in's time, once the server answered. */
  checkedInAt?: string;
  /** Why the server refused it. */
  message?: string;
  /** Points the check-in added to the member's history. */
  pointsAwarded?: number;
  /** Points that reach the history once the fee is paid. */
  pointsPending?: number;
}

export type NewScan = Omit<Scan, 'id' | 'state' | 'attempts'>;

/** What the server's answer (or a later payment) settles of a scan. */
export type ScanUpdate = Partial<
  Pick<
    Scan,
    | 'state'
    | 'checkedInAt'
    | 'message'
    | 'pointsAwarded'
    | 'pointsPending'
    | 'feeDue'
    | 'attempts'
    | 'retryAt'
  >
>;

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
    // Another tab opening a newer schema, or deleting the database, waits for this connection:
    // let it go, and open afresh on the next use.
    blocking() {
      const closing = opened;
      opened = null;
      void closing?.then((db) => db.close());
    },
  });
  return opened;
}

/** Queues an accepted scan; its id orders the queue. */
export async function queueScan(scan: NewScan): Promise<Scan> {
  const db = await database();
  const queued = { ...scan, state: 'queued', attempts: 0 } as const;
  // The store assigns the id (autoIncrement): the record goes in without one.
  const id = await db.add('scans', queued as Scan);
  return { ...queued, id };
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

/** Every scan still to send by this staff account, oldest first. */
export async function queuedScans(staffId: string): Promise<Scan[]> {
  const db = await database();
  return (await db.getAll('scans')).filter(
    (scan) => scan.state === 'queued' && scan.staffId === staffId,
  );
}

/**
 * The database if this device has one: logout asks on every device, and one that never checked
 * anyone in gets none.
 */
async function existingDatabase(): Promise<IDBPDatabase<VenueSchema> | null> {
  const existing = await indexedDB.databases();
  return existing.some((info) => info.name === DB_NAME) ? database() : null;
}

/** How many scans this staff account still has to send. */
export async function unsentScanCount(staffId: string): Promise<number> {
  return (await existingDatabase()) ? (await queuedScans(staffId)).length : 0;
}

export async function updateScan(id: number, update: ScanUpdate): Promise<void> {
  const db = await database();
  const scan = await db.get('scans', id);
  if (scan) await db.put('scans', { ...scan, ...update });
}

/** At logout: the scans the server has answered go; queued ones stay until they are sent. */
export async function forgetSettledScans(): Promise<void> {
  const db = await existingDatabase();
  if (!db) return;
  const tx = db.transaction('scans', 'readwrite');
  let cursor = await tx.store.openCursor();
  while (cursor) {
    if (cursor.value.state !== 'queued') await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.done;
}
