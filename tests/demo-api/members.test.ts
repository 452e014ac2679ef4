import { dataOf, get, ORIGIN, signIn } from './helpers';

const COMMON = `${ORIGIN}/api/services/app/Common`;

describe('GetMemberRoles', () => {
  it.each([
    ['demo-member', 'member'],
    ['demo-temp', 'temp-member'],
    ['demo-read', 'read'],
    ['demo-update', 'update'],
    ['demo-admin', 'admin'],
  ])('gives %s the role %s', async (login, role) => {
    const token = await signIn(login);
    const { status, body } = await get<string[]>(
      `${ORIGIN}/api/services/app/Application/GetMemberRoles`,
      token,
    );
    expect(status).toBe(200);
    expect(body.result).toEqual({ statusCode: 200, data: [role], message: null, pagination: null });
  });
});

describe('GetDetailMember', () => {
  it('answers the signed-in member', async () => {
    const token = await signIn('demo-member');
    const { status, body } = await get(`${COMMON}/GetDetailMember`, token);
    expect(status).toBe(200);
    expect(dataOf(body)).toMatchObject({
      id: 1,
      memberNo: '0012345',
      name: '内視鏡 花子',
      lastNameKana: 'ナイシキョウ',
      firstNameKana: 'ハナコ',
      prefectureId: 13,
      paidAdmissionFee: true,
      creationTime: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
  });

  it('answers staff their own record', async () => {
    const token = await signIn('demo-read');
    const { body } = await get(`${COMMON}/GetDetailMember`, token);
    expect(dataOf(body)).toMatchObject({ name: '事務局 一郎' });
  });
});

describe('GetDetailMemberSetLastPayment', () => {
  it('adds the last annual-fee payment', async () => {
    const token = await signIn('demo-member');
    const { body } = await get(`${COMMON}/GetDetailMemberSetLastPayment`, token);
    expect(dataOf(body)).toMatchObject({
      name: '内視鏡 花子',
      lastPayment: { fiscalYear: 2026, paidAt: expect.any(String), amount: 8000 },
    });
  });

  it('has no payment for the provisional member, whose admission fee is outstanding', async () => {
    const token = await signIn('demo-temp');
    const { body } = await get(`${COMMON}/GetDetailMemberSetLastPayment`, token);
    expect(dataOf(body)).toMatchObject({
      name: '仮会員 太郎',
      paidAdmissionFee: false,
      lastPayment: null,
    });
  });
});
