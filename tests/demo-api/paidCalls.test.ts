import { callNames, contract, pathOf, verbOf, type CallName } from '../../src/api/contract';
import { demoStore } from '../../demo-api/store';
import { ORIGIN, send, signIn } from './helpers';

const PAID = callNames.filter((name) => contract[name].access === 'paid');

/** One call as a member's browser would send it, with an empty JSON body where it takes one. */
function call(name: CallName, token: string, body: unknown = {}) {
  const verb = verbOf(name, contract[name]);
  const url = `${ORIGIN}${pathOf(name)}`;
  return verb === 'GET' ? send('GET', url, token) : send(verb, url, token, body);
}

describe('calls serving the paid_admission_fee pages', () => {
  it('are the paid pages’ own, no call a page open to a provisional member makes', () => {
    for (const name of [
      'InsertParticipant',
      'GetListEventRecruiting',
      'GetDetailEventSection',
      'GetListParticipationHistory',
      'ExportExcelPointHistoryPersonal',
      'GetOrderHistories',
      'GetListAvailableProduct',
      'GetDigitalMembershipCard',
      'ApplyTemporaryAbsence',
    ] as const)
      expect(PAID.includes(name), name).toBe(true);
    // Open to a provisional member too: the member record, the attendance slip's participation,
    // an order's page, the fee pages and withdrawal.
    for (const name of [
      'GetDetailMember',
      'GetDetailParticipant',
      'GetProductOrderDetail',
      'GetListMembershipFeePaid',
      'ApplyWithdrawal',
      'GetMemberRoles',
    ] as const)
      expect(PAID.includes(name), name).toBe(false);
  });

  it('answer a provisional member 403 with ABP’s body and the 403 page’s detail, and change nothing', async () => {
    const token = await signIn('demo-temp');
    const participations = demoStore.participants.length;
    for (const name of PAID) {
      const { status, body } = await call(name, token, { eventId: 108, agreeTerms: true });
      expect([name, status]).toEqual([name, 403]);
      expect(body).toMatchObject({
        success: false,
        __abp: true,
        error: { message: '閲覧権限がありません', details: '入会費の支払いをお願いします' },
      });
    }
    expect(demoStore.participants).toHaveLength(participations);
  });

  it('answer a member, and a provisional member once the admission fee is paid', async () => {
    const url = `${ORIGIN}${pathOf('GetListEventRecruiting')}`;
    expect((await send('GET', url, await signIn('demo-member'))).status).toBe(200);
    const temp = await signIn('demo-temp');
    expect((await send('GET', url, temp)).status).toBe(403);
    const member = demoStore.members.find((candidate) => candidate.id === 2);
    if (!member) throw new Error('no demo-temp member');
    member.paidAdmissionFee = true;
    expect((await send('GET', url, temp)).status).toBe(200);
  });
});
