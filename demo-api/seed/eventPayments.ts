/**
 * The payment requests of the seeded participations (seed/events.ts), one per participation:
 * confirmed ones paid by bank transfer a few days after applying, pending ones awaiting payment,
 * the cancelled one withdrawn. Ids from 8001, clear of the fees' and orders' requests.
 */
import { addDays } from '../clock';
import { eventParticipants, events, PARTICIPANT_STATUS } from './events';
import { UNPAID, type PaymentRequest } from './fees';

const earlier = (a: string, b: string): string => (a < b ? a : b);

export const eventPaymentRequests: readonly PaymentRequest[] = eventParticipants
  .filter((participant) => participant.fee > 0)
  .map((participant, index): PaymentRequest => {
    const event = events.find((candidate) => candidate.id === participant.eventId)!;
    const issuedOn = participant.appliedAt.slice(0, 10);
    const paid = participant.status === PARTICIPANT_STATUS.confirmed;
    return {
      id: 8001 + index,
      memberId: participant.memberId,
      purpose: 'eventParticipation',
      title: `${event.title} 参加費`,
      targetIds: [participant.id],
      amount: participant.fee,
      issuedOn,
      dueDate: earlier(addDays(issuedOn, 14), event.deadline),
      ...UNPAID,
      status: paid
        ? 'paid'
        : participant.status === PARTICIPANT_STATUS.cancelled
          ? 'cancelled'
          : 'unpaid',
      paymentMethod: paid ? 'bank' : null,
      paidAt: paid ? `${addDays(issuedOn, 3)}T11:00:00+09:00` : null,
    };
  });
