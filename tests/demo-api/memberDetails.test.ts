import { FORMULA_MESSAGE } from '../../src/validation/formats';
import { dataOf, get, ORIGIN, send, signIn } from './helpers';

const COMMON = `${ORIGIN}/api/services/app/Common`;

interface MemberAffiliationItem {
  affiliationId: number;
  name: string;
  category: 'branch' | 'society';
  joinedDate: string;
}
interface HistoryEntry {
  modifierName: string;
  modificationTime: string;
  changes: { property: string; label: string; before: string; after: string }[];
}

/** What the member form would send unchanged: the record's editable items and affiliations. */
async function currentValues(token: string): Promise<Record<string, unknown>> {
  const member = dataOf(
    (await get<Record<string, unknown>>(`${COMMON}/GetDetailMember`, token)).body,
  );
  const links = dataOf(
    (await get<MemberAffiliationItem[]>(`${COMMON}/GetMemberAffiliation`, token)).body,
  );
  const pick = (names: string[]) => Object.fromEntries(names.map((name) => [name, member[name]]));
  return {
    ...pick([
      'lastName',
      'firstName',
      'lastNameKana',
      'firstNameKana',
      'email',
      'tel',
      'mobile',
      'postalCode',
      'prefectureId',
      'address1',
      'address2',
      'workplace',
      'workplaceDepartment',
      'workplacePostalCode',
      'workplacePrefectureId',
      'workplaceAddress1',
      'workplaceAddress2',
      'workplaceTel',
      'descriptionId',
      'jobCategoryId',
    ]),
    branchId: links.find((link) => link.category === 'branch')?.affiliationId ?? null,
    societyIds: links.filter((link) => link.category === 'society').map((l) => l.affiliationId),
  };
}

async function history(token: string) {
  const { body } = await get<HistoryEntry[]>(`${COMMON}/GetMemberUpdateHistory`, token);
  return { entries: dataOf(body), total: body.result?.pagination?.totalCount };
}

describe('member form lookups', () => {
  it.each([
    ['GetListJobCategory', 9, '臨床検査技師'],
    ['GetListDescription', 8, '大学病院'],
    ['GetListAffiliation', 15, '関東支部'],
  ])('%s answers everything with allItems=true, a page without', async (call, total, name) => {
    const token = await signIn('demo-member');
    const all = await get<{ name: string }[]>(`${COMMON}/${call}?allItems=true`, token);
    expect(dataOf(all.body)).toHaveLength(total);
    expect(dataOf(all.body).map((item) => item.name)).toContain(name);
    const page = await get<{ name: string }[]>(`${COMMON}/${call}?MaxResultCount=3`, token);
    expect(dataOf(page.body)).toHaveLength(3);
    expect(page.body.result?.pagination).toEqual({ totalCount: total, pageIndex: 1, pageSize: 3 });
  });

  it('lists the branches alone when asked for a category', async () => {
    const token = await signIn('demo-member');
    const { body } = await get<{ category: string }[]>(
      `${COMMON}/GetListAffiliation?allItems=true&category=branch`,
      token,
    );
    expect(dataOf(body)).toHaveLength(10);
    expect(dataOf(body).every((item) => item.category === 'branch')).toBe(true);
  });

  it('names the required properties', async () => {
    const token = await signIn('demo-member');
    const { body } = await get<string[]>(`${COMMON}/GetMemberRequiredProperty`, token);
    expect(dataOf(body)).toEqual(expect.arrayContaining(['lastName', 'email', 'branchId']));
    expect(dataOf(body)).not.toContain('mobile');
  });

  it('asks for a session', async () => {
    const { status } = await get(`${COMMON}/GetListJobCategory?allItems=true`);
    expect(status).toBe(401);
  });
});

describe('affiliations', () => {
  it("answers the member's affiliations, branch first", async () => {
    const token = await signIn('demo-member');
    const { body } = await get<MemberAffiliationItem[]>(`${COMMON}/GetMemberAffiliation`, token);
    expect(dataOf(body).map((item) => [item.name, item.category, item.joinedDate])).toEqual([
      ['関東支部', 'branch', '2012-04-01'],
      ['日本消化器内視鏡学会', 'society', '2015-06-12'],
      ['内視鏡洗浄・消毒研究会', 'society', '2021-10-01'],
    ]);
  });

  it('details one affiliation, and answers 404 for an unknown one', async () => {
    const token = await signIn('demo-member');
    const found = await get(`${COMMON}/GetDetailAffiliation?id=3`, token);
    expect(dataOf(found.body)).toMatchObject({
      name: '関東支部',
      categoryName: '支部',
      officeTel: '03-3813-3111',
      annualFee: 2000,
    });
    const missing = await get(`${COMMON}/GetDetailAffiliation?id=999`, token);
    expect(missing.status).toBe(404);
    expect(missing.body.error?.message).toBe('所属が見つかりません');
  });
});

describe('UpdateMember', () => {
  it('saves the changes and records them, with names for the chosen ids', async () => {
    const token = await signIn('demo-member');
    const values = await currentValues(token);
    const { status, body } = await send('PUT', `${COMMON}/UpdateMember`, token, {
      ...values,
      workplaceDepartment: '内視鏡センター',
      jobCategoryId: 3,
      branchId: 7,
      societyIds: [101, 102],
    });
    expect(status).toBe(200);
    expect(dataOf(body)).toMatchObject({
      workplaceDepartment: '内視鏡センター',
      jobCategory: '臨床工学技士',
      lastModifierName: '内視鏡 花子',
      lastModificationTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+09:00$/),
    });

    const { entries, total } = await history(token);
    expect(total).toBe(5);
    expect(entries[0]!.modifierName).toBe('内視鏡 花子');
    expect(entries[0]!.changes).toEqual([
      {
        property: 'workplaceDepartment',
        label: '部署',
        before: '臨床検査部',
        after: '内視鏡センター',
      },
      { property: 'jobCategoryId', label: '職種', before: '臨床検査技師', after: '臨床工学技士' },
      { property: 'branchId', label: '所属支部', before: '関東支部', after: '近畿支部' },
      {
        property: 'societyIds',
        label: '所属学会・研究会',
        before: '日本消化器内視鏡学会、内視鏡洗浄・消毒研究会',
        after: '日本消化器内視鏡学会、日本消化器病学会',
      },
    ]);

    const links = dataOf(
      (await get<MemberAffiliationItem[]>(`${COMMON}/GetMemberAffiliation`, token)).body,
    );
    expect(links.map((link) => link.name)).toEqual([
      '近畿支部',
      '日本消化器内視鏡学会',
      '日本消化器病学会',
    ]);
    // A kept affiliation keeps its date of joining.
    expect(links[1]!.joinedDate).toBe('2015-06-12');
  });

  it('records nothing when nothing changed', async () => {
    const token = await signIn('demo-member');
    const { status } = await send(
      'PUT',
      `${COMMON}/UpdateMember`,
      token,
      await currentValues(token),
    );
    expect(status).toBe(200);
    expect((await history(token)).total).toBe(4);
  });

  it('answers 400 naming each invalid item, and changes nothing', async () => {
    const token = await signIn('demo-member');
    const values = await currentValues(token);
    const { status, body } = await send('PUT', `${COMMON}/UpdateMember`, token, {
      ...values,
      lastName: '髙橋',
      lastNameKana: 'たかはし',
      email: 'hanako@',
      tel: '3-1234',
      postalCode: '1130033',
      prefectureId: 99,
      address1: '',
      branchId: null,
      societyIds: [3],
    });
    expect(status).toBe(400);
    expect(body.error?.validationErrors).toEqual([
      {
        message: expect.stringMatching(/^使用できない文字が含まれています（1文字目「髙」/),
        members: ['LastName'],
      },
      { message: '全角カタカナで入力してください', members: ['LastNameKana'] },
      { message: expect.stringMatching(/^メールアドレスの形式/), members: ['Email'] },
      { message: expect.stringMatching(/^電話番号は0から始まる/), members: ['Tel'] },
      { message: expect.stringMatching(/^郵便番号は7桁/), members: ['PostalCode'] },
      { message: '選択肢にない値です', members: ['PrefectureId'] },
      { message: '必須項目です', members: ['Address1'] },
      { message: '必須項目です', members: ['BranchId'] },
      { message: '選択肢にない項目が含まれています', members: ['SocietyIds'] },
    ]);
    const member = dataOf((await get(`${COMMON}/GetDetailMember`, token)).body);
    expect(member).toMatchObject({ lastName: '内視鏡', address1: '文京区本郷3-14-8' });
  });

  it('refuses free text starting as a formula, where a spreadsheet would run it', async () => {
    const token = await signIn('demo-member');
    const values = await currentValues(token);
    const { status, body } = await send('PUT', `${COMMON}/UpdateMember`, token, {
      ...values,
      lastName: '=HYPERLINK("//x.jp")',
      workplace: '@SUM(1+1)',
      address2: '+1+1',
      // A leading hyphen is an address's "-2", not a formula here.
      workplaceAddress2: '-2号館',
    });
    expect(status).toBe(400);
    expect(body.error?.validationErrors).toEqual([
      { message: FORMULA_MESSAGE, members: ['LastName'] },
      { message: FORMULA_MESSAGE, members: ['Address2'] },
      { message: FORMULA_MESSAGE, members: ['Workplace'] },
    ]);
  });

  it("refuses another member's e-mail address with a business error (500)", async () => {
    const token = await signIn('demo-member');
    const values = await currentValues(token);
    const { status, body } = await send('PUT', `${COMMON}/UpdateMember`, token, {
      ...values,
      email: 'taro.karikaiin@example.jp',
    });
    expect(status).toBe(500);
    expect(body.error?.message).toMatch(/他の会員が登録済み/);
  });

  it('updates the signed-in member only', async () => {
    const token = await signIn('demo-temp');
    const values = await currentValues(token);
    await send('PUT', `${COMMON}/UpdateMember`, token, { ...values, mobile: '070-1111-2222' });
    const memberToken = await signIn('demo-member');
    const member = dataOf((await get(`${COMMON}/GetDetailMember`, memberToken)).body);
    expect(member).toMatchObject({ mobile: '090-4418-2276' });
    expect((await history(token)).entries[0]!.changes[0]).toMatchObject({
      label: '携帯電話番号',
      before: '080-2231-5590',
      after: '070-1111-2222',
    });
  });
});
