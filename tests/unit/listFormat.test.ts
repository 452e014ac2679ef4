/**
 * What a resource file's list may say about its rows and filters (src/generator/schema.ts) and
 * what that means for one row (src/generator/rowValues.ts).
 */
import participantList from '../../resources/participantList';
import eventList from '../../resources/eventList';
import { formatDateSpan } from '../../src/i18n/format';
import { fillText, meets, rowParams } from '../../src/generator/rowValues';
import { resourceProblems } from '../../src/generator/schema';

const row = {
  id: 5007,
  eventId: 109,
  eventTitle: '第12回 内視鏡症例検討会（Web開催）',
  status: 1,
  canCancel: true,
  paymentRequestId: null,
  appliedParticipantIds: [],
  venue: '',
};

describe('row conditions (`when`)', () => {
  it('compare a field with a value, either way', () => {
    expect(meets(row, { field: 'canCancel', equals: true })).toBe(true);
    expect(meets(row, { field: 'status', equals: 3 })).toBe(false);
    expect(meets(row, { field: 'status', not: 3 })).toBe(true);
    expect(meets({ ...row, status: 3 }, { field: 'status', not: 3 })).toBe(false);
    // No loose equality: the string '1' is not the status 1.
    expect(meets(row, { field: 'status', equals: '1' })).toBe(false);
  });

  it('count null, an empty text and an empty list as no value', () => {
    for (const field of ['paymentRequestId', 'appliedParticipantIds', 'venue', 'missing']) {
      expect(meets(row, { field, present: true }), field).toBe(false);
      expect(meets(row, { field, present: false }), field).toBe(true);
    }
    expect(
      meets({ ...row, paymentRequestId: 0 }, { field: 'paymentRequestId', present: true }),
    ).toBe(true);
    expect(
      meets(
        { ...row, appliedParticipantIds: [5007] },
        { field: 'appliedParticipantIds', present: true },
      ),
    ).toBe(true);
  });

  it('let every row through when there is none', () => {
    expect(meets(row, undefined)).toBe(true);
  });
});

describe('row values', () => {
  it('fill a text’s {name} placeholders from the row', () => {
    expect(fillText('{eventTitle}の参加申込をキャンセルします。', row)).toBe(
      '第12回 内視鏡症例検討会（Web開催）の参加申込をキャンセルします。',
    );
    expect(fillText('{missing}/{eventId}', row)).toBe('/109');
  });

  it('take a call parameter of exactly :name from the row as it is, the others as written', () => {
    expect(rowParams({ id: ':id', status: 3, note: 'id: :id' }, row)).toEqual({
      id: 5007,
      status: 3,
      note: 'id: :id',
    });
  });

  it('show a span of days, one day as its date', () => {
    expect(formatDateSpan('2027-06-04', '2027-06-06')).toBe('2027/06/04〜2027/06/06');
    expect(formatDateSpan('2026-12-06', '2026-12-06')).toBe('2026/12/06');
    expect(formatDateSpan('2026-12-06', null)).toBe('2026/12/06');
  });
});

describe('the list format', () => {
  const filters = eventList.list!.filters!;

  it('accepts the event and participant lists', () => {
    expect(resourceProblems([eventList, participantList])).toEqual([]);
  });

  it('wants a dependent filter to be a lookup after the filter it depends on', () => {
    const [category, sub1] = filters;
    expect(
      resourceProblems([{ ...eventList, list: { ...eventList.list, filters: [sub1, category] } }]),
    ).toEqual(['eventList: sub1CategoryId: dependsOn names an earlier filter']);
    expect(
      resourceProblems([
        {
          ...eventList,
          list: {
            ...eventList.list,
            filters: [category, { ...sub1, type: 'search', lookup: undefined }],
          },
        },
      ]),
    ).toEqual(['eventList: sub1CategoryId: only a lookup depends on a filter']);
  });

  it('wants cells of list fields, and row actions with a row name and labels of their own', () => {
    const unnamed = { ...participantList.list!, rowName: undefined };
    const [pay] = participantList.list!.rowActions!;
    expect(
      resourceProblems([
        {
          ...participantList,
          list: {
            ...unnamed,
            cells: {
              ...unnamed.cells,
              points: { until: 'endDate' },
              venue: { text: '{venue}', until: 'endDate' },
            },
            rowActions: [...unnamed.rowActions!, pay],
          },
        },
      ]),
    ).toEqual([
      'participantList: cells: points is not a list field',
      'participantList: cells: venue shows one of component, text, until',
      'participantList: rowActions: one label each',
      'participantList: rowActions need a rowName',
    ]);
  });

  it('refuses a row action it does not know or a condition testing two things', () => {
    const [pay] = participantList.list!.rowActions!;
    const withAction = (action: unknown) =>
      resourceProblems([
        { ...participantList, list: { ...participantList.list, rowActions: [action] } },
      ]);
    expect(withAction({ ...pay, type: 'mail' }).length).toBeGreaterThan(0);
    expect(
      withAction({ ...pay, when: { field: 'status', equals: 1, not: 3 } }).length,
    ).toBeGreaterThan(0);
  });
});
