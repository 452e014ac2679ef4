import { MEMBER_FIELDS } from '../../resources/shared/memberFields';
import { changedSources, normalizeRecord } from '../../src/generator/normalize';

describe('a generated form’s values as they are sent', () => {
  it('normalises each typed field by its type, and empties selects and checkbox groups', () => {
    const sent = normalizeRecord(MEMBER_FIELDS, {
      lastNameKana: 'ないしきょう',
      email: 'ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ',
      mobile: '０８０ー１２３４ー５６７８',
      postalCode: '１１３００３３',
      address1: '本郷３ー１４ー８',
      workplace: 'ﾅｲｼｷｮｳ病院 ',
      prefectureId: '',
      societyIds: undefined,
    });
    expect(sent).toMatchObject({
      lastNameKana: 'ナイシキョウ',
      email: 'hanako@example.jp',
      mobile: '080-1234-5678',
      postalCode: '113-0033',
      address1: '本郷3-14-8',
      workplace: 'ナイシキョウ病院',
      prefectureId: null,
      societyIds: [],
    });
  });

  it('counts a changed item once, whatever the order of a list', () => {
    const before = { workplace: 'A', societyIds: [101, 105], branchId: 3 };
    const after = { workplace: 'B', societyIds: [105, 101], branchId: 3 };
    expect([...changedSources(MEMBER_FIELDS, before, after)]).toEqual(['workplace']);
  });
});
