import {
  bookedClash,
  bookedClashMessage,
  entrySlots,
  type BookedSlot,
} from '../../src/validation/timeSlots';

const lecture = {
  id: 12352,
  title: '講義「内視鏡の構造と取り扱いの基本」',
  date: '2027-01-24',
  startTime: '09:30',
  endTime: '10:30',
};

const held = (over: Partial<BookedSlot>): BookedSlot => ({
  id: 5,
  title: '講義「前処置と患者対応」',
  date: '2027-01-24',
  startTime: '10:40',
  endTime: '11:40',
  participantId: 5020,
  eventId: 123,
  eventTitle: 'ブラッシュアップセミナー（大阪会場）',
  ...over,
});

describe('time slots across events', () => {
  it('an entry holds its chosen sessions, or else every day of the event whole', () => {
    const brushup = { id: 123, kind: 'brushup', title: 'B', startDate: '2027-01-24' };
    expect(entrySlots({ ...brushup, endDate: '2027-01-24', sections: [] }, [lecture])).toEqual([
      lecture,
    ]);
    const congress = {
      id: 121,
      kind: 'congress',
      title: '第94回日本消化器内視鏡技師学会',
      startDate: '2027-06-04',
      endDate: '2027-06-06',
      sections: [{ date: '2027-06-05' }, { date: '2027-06-04' }, { date: '2027-06-06' }],
    };
    expect(
      entrySlots(congress, []).map(({ date, startTime, endTime }) => [date, startTime, endTime]),
    ).toEqual([
      ['2027-06-04', '00:00', '24:00'],
      ['2027-06-05', '00:00', '24:00'],
      ['2027-06-06', '00:00', '24:00'],
    ]);
  });

  it('refuses a slot meeting one held already, whatever its id; back to back is fine', () => {
    expect(bookedClash([lecture], [held({ startTime: '10:30', endTime: '11:30' })])).toBeNull();
    expect(bookedClash([lecture], [held({ date: '2027-01-23', startTime: '09:00' })])).toBeNull();
    const sameId = held({ id: lecture.id, startTime: '10:00', endTime: '11:00' });
    expect(bookedClash([lecture], [sameId])).toEqual([lecture, sameId]);
    expect(bookedClashMessage(lecture, sameId)).toBe(
      '「講義「内視鏡の構造と取り扱いの基本」」（09:30〜10:30）は、申込済みの「ブラッシュアップセミナー（大阪会場）」の「講義「前処置と患者対応」」（10:00〜11:00）と時間帯が重なっているため、申し込めません。',
    );
    const wholeDay = held({ title: '研修会', startTime: '00:00', endTime: '24:00' });
    expect(bookedClashMessage(lecture, wholeDay)).toBe(
      '「講義「内視鏡の構造と取り扱いの基本」」（09:30〜10:30）は、申込済みの「ブラッシュアップセミナー（大阪会場）」（終日）と時間帯が重なっているため、申し込めません。',
    );
  });
});
