import { formatYen } from '../../src/generator/format';
import { todosOf, type MemberStatus, type UnpaidFee } from '../../src/pages/dashboard/todos';

const member = (overrides: Partial<MemberStatus> = {}): MemberStatus => ({
  paidAdmissionFee: true,
  qualificationExpiryDate: null,
  ...overrides,
});
const fee = (id: number, title: string, amount: number): UnpaidFee => ({ id, title, amount });
const titles = (status: MemberStatus, today: string) =>
  todosOf({ member: status, unpaid: [] }, today).map((todo) => todo.title);

describe('the unpaid-fee shortcut', () => {
  it('is absent when nothing is unpaid', () => {
    expect(todosOf({ member: member(), unpaid: [] }, '2026-11-22')).toEqual([]);
  });

  it('counts every unpaid fee, whatever its kind, and names each with the total', () => {
    const unpaid = [fee(2001, '2026年度 入会金', 5000), fee(2010, '2026年度 年会費', 8000)];
    expect(todosOf({ member: member(), unpaid }, '2026-11-22')).toEqual([
      {
        title: '会費の未払い',
        detail: `未払いの会費が2件あります（合計 ${formatYen(13000)}）`,
        note: '2026年度 入会金、2026年度 年会費',
        to: '/MembershipFeeDetail',
      },
    ]);
  });

  it('shows a single fee’s amount without a total', () => {
    const [todo] = todosOf({ unpaid: [fee(1035, '2026年度 支部会費（関東支部）', 2000)] });
    expect(todo?.detail).toBe(`未払いの会費が1件あります（${formatYen(2000)}）`);
    expect(todo?.note).toBe('2026年度 支部会費（関東支部）');
  });

  it('names the first three and counts the rest', () => {
    const unpaid = [2022, 2023, 2024, 2025, 2026].map((year) =>
      fee(year, `${year}年度 年会費`, 8000),
    );
    const [todo] = todosOf({ unpaid });
    expect(todo?.detail).toBe(`未払いの会費が5件あります（合計 ${formatYen(40000)}）`);
    expect(todo?.note).toBe('2022年度 年会費、2023年度 年会費、2024年度 年会費 ほか2件');
  });

  it('is not offered before the unpaid list has arrived', () => {
    expect(todosOf({ member: member() }, '2026-11-22')).toEqual([]);
  });
});

describe('the qualification shortcut', () => {
  const expiring = (date: string) => member({ qualificationExpiryDate: date });

  it('appears 180 days before expiry, not 181', () => {
    expect(todosOf({ member: expiring('2027-05-21'), unpaid: [] }, '2026-11-22')).toEqual([
      {
        title: '資格の更新期限',
        detail: '資格の有効期限は2027/05/21です（あと180日）',
        to: '/MemberUpdates',
      },
    ]);
    expect(titles(expiring('2027-05-22'), '2026-11-22')).toEqual([]);
  });

  it('says when the last day is today and when it has passed', () => {
    expect(todosOf({ member: expiring('2026-11-22') }, '2026-11-22')[0]?.detail).toBe(
      '資格の有効期限は本日（2026/11/22）までです',
    );
    expect(todosOf({ member: expiring('2026-03-31') }, '2026-11-22')[0]?.detail).toBe(
      '資格の有効期限（2026/03/31）を過ぎています',
    );
  });

  it('counts the days on Japan’s calendar, wherever the device is', () => {
    // 10:00 on 22 November in Japan is still the 21st in Los Angeles.
    vi.useFakeTimers({ toFake: ['Date'], now: new Date('2026-11-22T10:00:00+09:00') });
    try {
      expect(todosOf({ member: expiring('2026-11-22') })[0]?.detail).toBe(
        '資格の有効期限は本日（2026/11/22）までです',
      );
      expect(todosOf({ member: expiring('2026-11-25') })[0]?.detail).toBe(
        '資格の有効期限は2026/11/25です（あと3日）',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('is absent without a qualification', () => {
    expect(titles(member(), '2026-11-22')).toEqual([]);
  });

  it('follows the unpaid fees, each shortcut from its own answer', () => {
    const unpaid = [fee(1035, '2026年度 支部会費（関東支部）', 2000)];
    expect(
      todosOf({ member: expiring('2027-03-31'), unpaid }, '2026-11-22').map((t) => t.title),
    ).toEqual(['会費の未払い', '資格の更新期限']);
    expect(todosOf({ unpaid: [] }, '2026-11-22')).toEqual([]);
  });
});
