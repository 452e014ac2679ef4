import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { abpError, validationError } from '../../demo-api/abp';
import { formatDateTime } from '../../src/i18n/format';
import { session } from '../../src/providers/session';
import { FORMULA_MESSAGE } from '../../src/validation/formats';
import { server } from '../msw';
import { PRELOAD_TIMEOUT, preloadSignedInApp } from '../preload';
import { currentUrl, renderApp, signInAs } from '../renderApp';
import { recordSent, withBodies } from '../requests';

const COMMON = '*/api/services/app/Common';

// The form has some thirty inputs: each page change renders a lot, which a busy machine slows.
configure({ asyncUtilTimeout: 15000 });

/** The row of a details table whose header cell is `label`. */
const row = (label: string) =>
  screen.getByRole('rowheader', { name: new RegExp(`^${label}`) }).closest('tr')!;
const section = (name: string) => screen.getByRole('region', { name });
/** The rows of 更新履歴 as they are now, its header first (it shows before its rows arrive). */
const historyRows = () => within(section('更新履歴')).getAllByRole('row');
// By label rather than role: computing every input's accessible name is slow in jsdom.
const input = (name: string) =>
  screen.getByLabelText<HTMLInputElement>(new RegExp(`^${name}`), { selector: 'input' });

/** Replaces an input's text at once (typing key by key re-renders the whole form each time). */
async function replaceText(user: ReturnType<typeof userEvent.setup>, name: string, text: string) {
  await user.clear(input(name));
  await user.click(input(name));
  await user.paste(text);
}

async function openForm() {
  renderApp('/members/MemberInfo/edit');
  // The first render of a file loads react-admin: the slowest step of all.
  await screen.findByRole('button', { name: '確認へ' }, { timeout: 30000 });
  await waitFor(() => expect(input('氏名（姓）')).toHaveValue('内視鏡'));
}

beforeAll(() => preloadSignedInApp(), PRELOAD_TIMEOUT);

describe('member details (/members/MemberInfo)', { timeout: 60000 }, () => {
  beforeEach(() => signInAs('demo-member'));

  it('shows the details by section, the operation information and the history', async () => {
    renderApp('/members/MemberInfo');
    expect(await screen.findByRole('heading', { name: '会員詳細', level: 1 })).toBeVisible();
    await waitFor(() => expect(row('職種')).toHaveTextContent('臨床検査技師'));
    expect(row('会員番号')).toHaveTextContent('0012345');
    expect(row('フリガナ（セイ）')).toHaveTextContent('ナイシキョウ');
    expect(within(section('自宅住所')).getByText('東京都')).toBeVisible();
    expect(row('施設区分')).toHaveTextContent('大学病院');
    expect(row('有効期限')).toHaveTextContent('2027/03/31');

    // The section's panel loads with the first page that shows it.
    const affiliations = await screen.findByRole('region', { name: '所属（支部・学会など）' });
    const kanto = await within(affiliations).findByRole('rowheader', { name: '関東支部' });
    await waitFor(() => expect(kanto.closest('tr')).toHaveTextContent('03-3813-3111'));
    expect(kanto.closest('tr')).toHaveTextContent('2012/04/01');
    expect(within(affiliations).getByText('内視鏡洗浄・消毒研究会')).toBeVisible();

    const operation = section('操作情報');
    expect(
      within(operation).getByRole('rowheader', { name: '登録者' }).closest('tr'),
    ).toHaveTextContent(`事務局 三郎${formatDateTime('2012-03-15T10:12:44+09:00')}`);
    expect(
      within(operation).getByRole('rowheader', { name: '更新者' }).closest('tr'),
    ).toHaveTextContent(`内視鏡 花子${formatDateTime('2026-04-08T21:37:05+09:00')}`);

    await waitFor(() =>
      expect(historyRows()[1]).toHaveTextContent('携帯電話番号: （なし） → 090-4418-2276'),
    );
    expect(historyRows().at(-1)).toHaveTextContent(
      '所属学会・研究会: （なし） → 日本消化器内視鏡学会',
    );

    expect(screen.getByRole('link', { name: '編集する' })).toHaveAttribute(
      'href',
      '/member/members/MemberInfo/edit',
    );
  });

  it('shows a warning toast and an empty record when the member detail fails', async () => {
    server.use(
      http.get(`${COMMON}/GetDetailMember`, () => abpError(500, '会員情報の取得に失敗しました')),
    );
    renderApp('/members/MemberInfo');
    expect(await screen.findByRole('region', { name: '氏名・会員番号' })).toBeVisible();
    expect(await screen.findByRole('alert')).toHaveTextContent('会員情報の取得に失敗しました');
    expect(row('氏名（姓）')).toHaveTextContent('未登録');
    // A panel of its own, drawn once its part of the page has loaded.
    const operation = await screen.findByRole('region', { name: '操作情報' });
    expect(within(operation).getAllByText('—')).toHaveLength(4);
  });
});

describe('editing the member details', { timeout: 60000 }, () => {
  beforeEach(() => signInAs('demo-member'));

  it('asks every lookup with allItems=true and marks the required items', async () => {
    const calls = recordSent();
    await openForm();
    for (const name of [
      'GetPrefectures',
      'GetListJobCategory',
      'GetListDescription',
      'GetListAffiliation',
    ]) {
      const call = calls.find((item) => item.name === name);
      expect(call?.query.allItems, name).toBe('true');
    }
    expect(calls.some((call) => call.name === 'GetMemberRequiredProperty')).toBe(true);
    // The asterisk and aria-required follow GetMemberRequiredProperty.
    expect(input('氏名（姓）')).toBeRequired();
    expect(input('氏名（姓）').labels?.[0]).toHaveTextContent(/\*$/);
    expect(input('メールアドレス')).toBeRequired();
    expect(input('携帯電話番号')).not.toBeRequired();
    expect(input('携帯電話番号').labels?.[0]).not.toHaveTextContent(/\*$/);
    // The branch select waits for its own lookup (a placeholder stands in until then).
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: /^所属支部/ })).toHaveTextContent('関東支部'),
    );
  });

  it('checks the items: required, format and Japanese characters, under each field', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await openForm();
    await user.clear(input('氏名（姓）'));
    await replaceText(user, 'フリガナ（メイ）', 'ハナコ😀');
    await replaceText(user, 'メールアドレス', 'hanako@');
    await replaceText(user, '勤務先名称', '=HYPERLINK("//x.jp")');
    await user.click(screen.getByRole('button', { name: '確認へ' }));

    expect(await screen.findByText('必須項目です')).toBeVisible();
    expect(screen.getByText('使用できない文字が含まれています（4文字目「😀」）')).toBeVisible();
    expect(screen.getByText(/^メールアドレスの形式が正しくありません/)).toBeVisible();
    expect(screen.getByText(FORMULA_MESSAGE)).toBeVisible();
    expect(currentUrl()).toBe('/members/MemberInfo/edit');
    // Nothing typed is lost.
    expect(input('フリガナ（メイ）')).toHaveValue('ハナコ😀');
    expect(input('メールアドレス')).toHaveValue('hanako@');
    expect(input('勤務先名称')).toHaveValue('=HYPERLINK("//x.jp")');
  });

  it('names each 異体字 and puts its standard form in place with one click', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await openForm();
    await replaceText(user, 'メールアドレス', 'hanako@');
    await replaceText(user, '氏名（名）', '髙子𠮷髙');
    await user.click(screen.getByRole('button', { name: '確認へ' }));

    expect(
      await screen.findByText(
        '使用できない文字が含まれています（1文字目「髙」、3文字目「𠮷」、4文字目「髙」）。' +
          '「髙」は「高」、「𠮷」は「吉」に置き換えてください',
      ),
    ).toBeVisible();
    expect(currentUrl()).toBe('/members/MemberInfo/edit');

    // One click puts the standard form in place of each 髙 of that field, and nothing else.
    await user.click(
      screen.getByRole('button', { name: '氏名（名）の「髙」を「高」に置き換える' }),
    );
    expect(input('氏名（名）')).toHaveValue('高子𠮷高');
    expect(input('氏名（名）')).toHaveFocus();
    expect(
      await screen.findByText(
        '使用できない文字が含まれています（3文字目「𠮷」）。「𠮷」は「吉」に置き換えてください',
      ),
    ).toBeVisible();
    // The visible text is part of the button's name.
    await user.click(screen.getByRole('button', { name: /「吉」に置き換える$/ }));
    expect(input('氏名（名）')).toHaveValue('高子吉高');
    await waitFor(() => expect(screen.queryByText(/「𠮷」/)).toBeNull());
    expect(screen.queryByRole('button', { name: /に置き換える$/ })).toBeNull();
    expect(input('メールアドレス')).toHaveValue('hanako@');
  });

  it('normalises 全角/半角 on blur', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await openForm();
    await replaceText(user, 'フリガナ（セイ）', 'ないしきょう');
    await replaceText(user, '携帯電話番号', '０８０ー１２３４ー５６７８');
    await user.tab();
    expect(input('フリガナ（セイ）')).toHaveValue('ナイシキョウ');
    expect(input('携帯電話番号')).toHaveValue('080-1234-5678');
  });

  it('fills the address from a new postal code: the old 番地 and building emptied, the keyboard on the 番地', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await openForm();
    expect(input('市区町村・番地')).toHaveValue('文京区本郷3-14-8');
    await replaceText(user, '郵便番号', '１５０ー０００１');
    await waitFor(() => expect(input('市区町村・番地')).toHaveValue('渋谷区神宮前'));
    expect(input('建物名・部屋番号')).toHaveValue('');
    expect(
      screen.getByText(
        '郵便番号の住所: 東京都渋谷区神宮前（続けて番地・建物名を入力してください）',
      ),
    ).toBeVisible();
    await waitFor(() => expect(input('市区町村・番地')).toHaveFocus());
    // The member types on after the locality.
    await user.keyboard('３ー１４ー８');
    await user.tab();
    expect(input('市区町村・番地')).toHaveValue('渋谷区神宮前3-14-8');
    expect(input('郵便番号')).toHaveValue('150-0001');
  });

  const workplacePrefecture = () => screen.getByRole('combobox', { name: /^勤務先都道府県/ });

  it('follows a postal code into another prefecture, replacing what the address line held', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await openForm();
    await replaceText(user, '勤務先市区町村・番地', '梅田病院内');
    await replaceText(user, '勤務先建物名', '北館');
    await replaceText(user, '勤務先郵便番号', '5300012');
    await waitFor(() => expect(workplacePrefecture()).toHaveTextContent('大阪府'));
    expect(input('勤務先市区町村・番地')).toHaveValue('大阪市北区芝田');
    expect(input('勤務先建物名')).toHaveValue('');
    await waitFor(() => expect(input('勤務先市区町村・番地')).toHaveFocus());
  });

  it('changes nothing for a code not in Japan Post’s address data, and says so', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await openForm();
    await replaceText(user, '勤務先市区町村・番地', '大阪市北区芝田1-4-10');
    // The select is drawn once the prefectures' lookup has answered.
    const prefecture = (await waitFor(workplacePrefecture)).textContent ?? '';
    const building = input('勤務先建物名').value;
    expect(prefecture).not.toBe('');

    // A 事業所個別番号: said so, and nothing typed is lost.
    await replaceText(user, '勤務先郵便番号', '1138655');
    expect(
      await screen.findByText(
        '日本郵便の住所データにない郵便番号です（事業所個別番号など）。住所は変更していません。',
      ),
    ).toBeVisible();
    expect(input('勤務先市区町村・番地')).toHaveValue('大阪市北区芝田1-4-10');
    expect(workplacePrefecture()).toHaveTextContent(prefecture);
    expect(input('勤務先建物名')).toHaveValue(building);
    expect(input('勤務先郵便番号')).toHaveValue('1138655');
    expect(input('勤務先郵便番号')).toHaveFocus();
  });

  /** Changes 部署 and (in 全角) メールアドレス, then 確認へ. */
  async function editAndConfirm(user: ReturnType<typeof userEvent.setup>) {
    await openForm();
    await replaceText(user, '部署', '内視鏡センター');
    await replaceText(user, 'メールアドレス', 'ｈａｎａｋｏ＠ｅｘａｍｐｌｅ．ｊｐ');
    await user.click(screen.getByRole('button', { name: '確認へ' }));
    await waitFor(() => expect(currentUrl()).toBe('/ConfirmMemberInfo'));
  }

  it('confirms the changes, and goes back with everything kept', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await editAndConfirm(user);
    expect(await screen.findByRole('heading', { name: '会員情報の確認', level: 1 })).toBeVisible();
    expect(await screen.findByText(/変更した2項目/)).toBeVisible();
    expect(row('部署')).toHaveTextContent('内視鏡センター');
    expect(within(row('部署')).getByText('変更')).toBeVisible();
    expect(row('部署')).toHaveTextContent('変更前: 臨床検査部');
    expect(row('メールアドレス')).toHaveTextContent('hanako@example.jp');
    expect(within(row('氏名（姓）')).queryByText('変更')).toBeNull();

    await user.click(screen.getByRole('button', { name: '戻る' }));
    await waitFor(() => expect(input('部署')).toHaveValue('内視鏡センター'));
    expect(input('メールアドレス')).toHaveValue('hanako@example.jp');
  });

  it('updates once on a double click, and shows the change in the details and history', async () => {
    const calls = recordSent();
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await editAndConfirm(user);

    await user.dblClick(await screen.findByRole('button', { name: '登録する' }));
    expect(await screen.findByRole('status')).toHaveTextContent('会員情報を更新しました');
    await waitFor(() => expect(currentUrl()).toBe('/members/MemberInfo'));
    const updates = await withBodies(calls.filter((call) => call.name === 'UpdateMember'));
    expect(updates).toHaveLength(1);
    expect(updates[0]).toMatchObject({
      method: 'PUT',
      body: {
        workplaceDepartment: '内視鏡センター',
        email: 'hanako@example.jp',
        lastName: '内視鏡',
        branchId: 3,
        societyIds: [101, 105],
      },
    });

    await screen.findByRole('link', { name: '編集する' });
    await waitFor(() => expect(row('部署')).toHaveTextContent('内視鏡センター'));
    // The history asked again after the update: its newest row is this change.
    await waitFor(() =>
      expect(historyRows()[1]).toHaveTextContent('部署: 臨床検査部 → 内視鏡センター'),
    );
    expect(historyRows()[1]).toHaveTextContent('内視鏡 花子');
  });

  it("shows the server's message when the update is refused (500), staying on the page", async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await openForm();
    await replaceText(user, 'メールアドレス', 'taro.karikaiin@example.jp');
    await user.click(screen.getByRole('button', { name: '確認へ' }));
    await user.click(await screen.findByRole('button', { name: '登録する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(/他の会員が登録済みです/);
    expect(currentUrl()).toBe('/ConfirmMemberInfo');
  });

  it('goes back to the form with the messages of a 400 under their fields', async () => {
    server.use(
      http.put(`${COMMON}/UpdateMember`, () =>
        validationError([{ message: 'この勤務先名称は登録できません', members: ['Workplace'] }]),
      ),
    );
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await openForm();
    await replaceText(user, '勤務先名称', '東都大学病院');
    await user.click(screen.getByRole('button', { name: '確認へ' }));
    await user.click(await screen.findByRole('button', { name: '登録する' }));

    await waitFor(() => expect(currentUrl()).toBe('/members/MemberInfo/edit'));
    expect(await screen.findByText('この勤務先名称は登録できません')).toBeVisible();
    expect(input('勤務先名称')).toHaveValue('東都大学病院');
    expect(input('勤務先名称')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the draft across a reload and a new sign-in', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    const first = renderApp('/members/MemberInfo/edit');
    await screen.findByRole('button', { name: '確認へ' });
    await waitFor(() => expect(input('部署')).toHaveValue('臨床検査部'));
    await replaceText(user, '部署', '下書きの部署');
    first.unmount();

    // Signed out (expiry or logout clears every auth. key), then in again.
    session.clear();
    await signInAs('demo-member');
    const second = renderApp('/members/MemberInfo/edit');
    await waitFor(() => expect(input('部署')).toHaveValue('下書きの部署'));
    await user.click(screen.getByRole('button', { name: '確認へ' }));
    await screen.findByRole('button', { name: '登録する' });
    second.unmount();

    renderApp('/ConfirmMemberInfo');
    await waitFor(() => expect(row('部署')).toHaveTextContent('下書きの部署'));
  });

  it('drops the draft when the member cancels', async () => {
    const user = userEvent.setup({ pointerEventsCheck: 0 });
    await openForm();
    await replaceText(user, '部署', '下書きの部署');
    await user.click(screen.getByRole('button', { name: '確認へ' }));
    await waitFor(() => expect(row('部署')).toHaveTextContent('下書きの部署'));
    await user.click(screen.getByRole('button', { name: '戻る' }));
    await user.click(await screen.findByRole('button', { name: 'キャンセル' }));
    await waitFor(() => expect(currentUrl()).toBe('/members/MemberInfo'));
    await user.click(await screen.findByRole('link', { name: '編集する' }));
    await waitFor(() => expect(input('部署')).toHaveValue('臨床検査部'));
  });

  it('has nothing to confirm without a draft', async () => {
    renderApp('/ConfirmMemberInfo');
    expect(await screen.findByText(/確認する変更内容がありません/)).toBeVisible();
    expect(screen.getByRole('link', { name: '会員情報の編集へ' })).toHaveAttribute(
      'href',
      '/member/members/MemberInfo/edit',
    );
  });
});
