import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CardVerification } from '../../api/applications';
import type { CheckInEvent } from '../../api/checkIn';
import { todayInJapan, toJapanDateTime } from '../../api/japanTime';
import { session } from '../../providers/session';
import { usePortalDataProvider } from '../../providers/useCall';
import type { PortalClock } from '../../providers/usePortalClock';
import { feeDueAtDoor, judge } from '../../venue/admission';
import { codeKeys } from '../../venue/codeKeys';
import {
  queueScan,
  scanOf,
  scansOfEvent,
  updateScan,
  type NewScan,
  type Scan,
} from '../../venue/scanStore';
import { createSender } from '../../venue/sendScans';
import { readCode, type CardClaims, type SlipClaims } from '../../venue/signedCode';

const NO_SCANS: Scan[] = [];

/** What the desk is shown for the last code read. */
export type DoorAnswer =
  | { kind: 'reading' }
  | { kind: 'slip'; scan: Scan }
  /** A slip whose fee is unpaid: staff admit it to pay later (当日払い) or turn it away. */
  | { kind: 'unpaid'; scan: NewScan; claims: SlipClaims }
  | { kind: 'declined'; claims: SlipClaims }
  | { kind: 'already'; claims: SlipClaims; checkedInAt: string | null }
  | { kind: 'refused'; message: string }
  | {
      kind: 'card';
      claims: CardClaims;
      expired: boolean;
      /** The member API's word on the member today; null offline or until it answers. */
      standing: CardVerification | null;
    };

/** The staff account signed in on this device: its scans go under it and no other. */
const staffId = () => session.userInfo()?.memberId ?? '';

/**
 * The door of one event: reads a code on the device (signature, event, the door's today, expiry:
 * an answer at once, offline too), queues an accepted 受講票 and sends the queue whenever the
 * network is there, retrying what failed later. A participation already checked in (on this
 * device, or by the server's list as last fetched) answers as such and is not queued again; an
 * unpaid one waits for staff's choice. Each read replaces the last answer at once.
 */
export function useDoor(event: CheckInEvent, clock: PortalClock, online: boolean) {
  const dataProvider = usePortalDataProvider();
  const queryClient = useQueryClient();
  const [answer, setAnswer] = useState<DoorAnswer | null>(null);
  const latest = useRef(0);
  // The device's own records: read offline too (React Query would wait for a network).
  const scansKey = useMemo(() => ['venueScans', event.id], [event.id]);
  const scans = useQuery({
    queryKey: scansKey,
    queryFn: () => scansOfEvent(event.id),
    networkMode: 'always',
  }).data;

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: scansKey }),
    [queryClient, scansKey],
  );

  const sender = useMemo(
    () =>
      createSender(
        async (request) =>
          (await dataProvider.call('CheckInParticipant', { ...request }, { quiet: true })).data,
        staffId(),
        (report) => {
          void refresh();
          if (report.sent > 0) {
            void queryClient.invalidateQueries({ queryKey: ['GetListCheckInEvent'] });
          }
        },
      ),
    [dataProvider, queryClient, refresh],
  );
  useEffect(() => sender.start(), [sender]);
  // Back online (or opened online): whatever waits goes, backoff or not.
  useEffect(() => {
    if (online) void sender.send(true);
  }, [online, sender]);
  const { send } = sender;

  const verifyCard = useCallback(
    async (code: string, claims: CardClaims, expired: boolean, turn: number) => {
      try {
        const { data: standing } = await dataProvider.call(
          'VerifyDigitalMembershipCard',
          { payload: code },
          { quiet: true },
        );
        if (latest.current === turn) setAnswer({ kind: 'card', claims, expired, standing });
      } catch {
        // Offline or refused: the signature and validity read on the device stand.
      }
    },
    [dataProvider],
  );

  /** Queues an admitted scan, whatever was read since; shows it if it is still the last read. */
  const admit = useCallback(
    async (scan: NewScan, turn: number): Promise<Scan> => {
      const queued = await queueScan(scan);
      if (latest.current === turn) setAnswer({ kind: 'slip', scan: queued });
      await refresh();
      if (navigator.onLine) await send();
      return queued;
    },
    [refresh, send],
  );

  const read = useCallback(
    async (code: string): Promise<DoorAnswer> => {
      const turn = (latest.current += 1);
      const show = (next: DoorAnswer) => {
        if (latest.current === turn) setAnswer(next);
        return next;
      };
      // The last person's answer goes at once, before anything is known of this code.
      show({ kind: 'reading' });
      const at = clock.now();
      const day = todayInJapan(at);
      const verdict = judge(await readCode(code, codeKeys, day), { eventId: event.id, day });
      if (verdict.kind === 'refused') return show({ kind: 'refused', message: verdict.message });
      if (verdict.kind === 'card') {
        const shown = show({ ...verdict, standing: null });
        if (navigator.onLine) await verifyCard(code, verdict.claims, verdict.expired, turn);
        return shown;
      }
      const { claims } = verdict;
      const mine = await scanOf(claims.pid, day);
      const theirs = event.attendances.find(
        (item) => item.participantId === claims.pid && item.day === day,
      );
      if (mine || theirs) {
        return show({
          kind: 'already',
          claims,
          checkedInAt: mine?.checkedInAt ?? theirs?.checkedInAt ?? null,
        });
      }
      const feeDue = feeDueAtDoor(claims, event);
      const scan: NewScan = {
        code: code.trim(),
        eventId: event.id,
        day,
        scannedAt: toJapanDateTime(at),
        staffId: staffId(),
        participantId: claims.pid,
        memberNo: claims.no,
        name: claims.nm,
        participationType: claims.pt,
        payAtDoor: feeDue > 0,
        feeDue,
      };
      if (feeDue > 0) return show({ kind: 'unpaid', scan, claims });
      return { kind: 'slip', scan: await admit(scan, turn) };
    },
    [admit, clock, event, verifyCard],
  );

  /** Staff's answer to an unpaid slip: admit it to pay later, or turn it away. */
  const decide = useCallback(
    async (unpaid: Extract<DoorAnswer, { kind: 'unpaid' }>, admitted: boolean) => {
      // The choice is on the answer on screen: the last read's.
      if (admitted) await admit(unpaid.scan, latest.current);
      else setAnswer({ kind: 'declined', claims: unpaid.claims });
    },
    [admit],
  );

  /** Staff received a checked-in participant's fee at the door: the points follow. */
  const recordPayment = useCallback(
    async (scan: Scan) => {
      const { data } = await dataProvider.call('RecordDoorPayment', {
        participantId: scan.participantId,
      });
      await updateScan(scan.id, { feeDue: 0, pointsAwarded: data.pointsAwarded, pointsPending: 0 });
      await refresh();
      await queryClient.invalidateQueries({ queryKey: ['GetListCheckInEvent'] });
    },
    [dataProvider, queryClient, refresh],
  );

  return { scans: scans ?? NO_SCANS, answer, read, decide, send, recordPayment };
}
