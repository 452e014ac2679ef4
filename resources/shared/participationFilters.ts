/**
 * Choice lists and filters that more than one resource file declares (this folder is not scanned
 * for resources: see ../index.ts).
 */
import {
  todayInJapan,
  type Cell,
  type Choice,
  type FilterDefinition,
  type RecordOfCall,
} from '../../src/generator/defineResource';

/** 年度: the current fiscal year (April–March, in Japan) and the ones before it, newest first. */
function fiscalYearChoices(count = 6, today = todayInJapan()): Choice[] {
  const [year = 0, month = 0] = today.split('-').map(Number);
  const current = month < 4 ? year - 1 : year;
  return Array.from({ length: count }, (_, index) => current - index).map((year) => ({
    id: year,
    name: `${year}年度`,
  }));
}

/** 区分 of a participation record (GetListParticipationHistory's `category`). */
const participationCategoryChoices: Choice[] = [
  '学術集会',
  '支部セミナー',
  'ブラッシュアップセミナー',
  'e-learning',
  '発表・論文',
].map((name) => ({ id: name, name }));

/** 年度 and 区分: how a member's points and staff's participation history are both narrowed. */
export const participationHistoryFilters = (): FilterDefinition[] => [
  {
    source: 'fiscalYear',
    label: '年度',
    type: 'select',
    choices: fiscalYearChoices(),
  },
  {
    source: 'category',
    label: '区分',
    type: 'select',
    choices: participationCategoryChoices,
  },
];

/**
 * 取得ポイント of a history row attended with its fee unpaid: shown, with お支払い後に加算, and
 * counted in no total until the fee is paid (the answer's `awaitingPayment`).
 */
export const awaitingPaymentCell: Cell<RecordOfCall<'GetListParticipationHistory'>> = {
  chips: [
    {
      label: 'お支払い後に加算',
      color: 'warning',
      when: { field: 'awaitingPayment', equals: true },
    },
  ],
};
