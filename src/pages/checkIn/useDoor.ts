import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { CardVerification } from '../../api/applications';
import type { CheckInEvent, CheckInResult } from '../../api/checkIn';
import { toJapanDateTime, todayInJapan } from '../../api/japanTime';
import { useOnline } from '../../layout/online';
import { usePortalDataProvider } from '../../providers/useCall';
import { judge } from '../../venue/admission';
import { codeKeys } from '../../venue/codeKeys';
import { queueScan, scanOf, scansOfEvent, type Scan } from '../../venue/scanStore';
import { sendQueuedScans, type SendReport } from '../../venue/sendScans';
import type { CardClaims, SlipClaims } from '../../venue/signedCode';
import { readCode } from '../../venue/signedCode';

const NO_SCANS: Scan[] = [];

/** What the desk is shown for the last code read. */
export type DoorAnswer =
  | { kind: 'slip'; scan: Scan }
  | { kind: 'already'; claims: SlipClaims; checkedInAt: string | null }
  | { kind: 'refused'; message: string }
  | {
      kind: 'card';
      claims: CardClaims;
      expired: boolean;
      /** The member API's word on the member today; null offline or until it answers. */
      standing: CardVerification | null;
    };

/**
 * The door of one event on one day: reads a code on the device (signature, event, day, expiry:
 * an answer at once, offline too), queues an accepted 受講票 and sends the queue whenever the
 * network is there. A participation already checked in (on this device, or by the server's
 * list as last fetched) answers as such and is not queued again.
 */
export function useDoor(event: CheckInEvent, day: string) {
  const dataProvider = usePortalDataProvider();
  const queryClient = useQueryClient();
  const online = useOnline();
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

  const send = useCallback(async (): Promise<SendReport> => {
    const report = await sendQueuedScans(
      async (request) =>
        (
          await dataProvider.call<CheckInResult>(
            'CheckInParticipant',
            { ...request },
            { quiet: true },
          )
        ).data,
    );
    await refresh();
    if (report.sent > 0) {
      await queryClient.invalidateQueries({ queryKey: ['GetListCheckInEvent'] });
    }
    return report;
  }, [dataProvider, queryClient, refresh]);

  // Back online (or opened online): whatever waits goes.
  useEffect(() => {
    if (online) void send();
  }, [online, send]);

  const verifyCard = useCallback(
    async (code: string, claims: CardClaims, expired: boolean, turn: number) => {
      try {
        const { data: standing } = await dataProvider.call<CardVerification>(
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

  const read = useCallback(
    async (code: string): Promise<DoorAnswer> => {
      const turn = (latest.current += 1);
      const show = (next: DoorAnswer) => {
        if (latest.current === turn) setAnswer(next);
        return next;
      };
      const verdict = judge(
        await readCode(code, codeKeys),
        { eventId: event.id, day },
        todayInJapan(),
      );
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
      const scan = await queueScan({
        code: code.trim(),
        eventId: event.id,
        day,
        scannedAt: toJapanDateTime(new Date()),
        participantId: claims.pid,
        memberNo: claims.no,
        name: claims.nm,
        participationType: claims.pt,
      });
      // The page shows this scan as the queue settles it (sent, refused): `send` refreshes it.
      const shown = show({ kind: 'slip', scan });
      await refresh();
      if (navigator.onLine) await send();
      return shown;
    },
    [day, event, refresh, send, verifyCard],
  );

  return { online, scans: scans ?? NO_SCANS, answer, read, send };
}
