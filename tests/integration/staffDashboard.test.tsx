import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { statusOf } from '../../demo-api/calls/staff';
import { demoStore } from '../../demo-api/store';
import { recordRequests, recordSent } from '../requests';
import { currentUrl, renderApp, signInAs } from '../renderApp';

// Five engineers share two cores: a first render that loads react-admin can be slow.
vi.setConfig({ testTimeout: 60000 });

const section = (name: string) => within(screen.getByRole('region', { name }));

describe('the staff dashboard', () => {
  it('counts members by status, each opening the list filtered by it, and shows who changed whom', async () => {
    await signInAs('demo-read');
    const requests = recordRequests();
    const sent = recordSent('GetListMember');
    renderApp('/dashboard');
    const counts = await screen.findByRole(
      'region',
      { name: '会員数（会員状態別）' },
      { timeout: 20000 },
    );
    const active = demoStore.members.filter((member) => statusOf(member) === 'active').length;
    const activeLink = await within(counts).findByRole('link', {
      name: `正会員 ${active}名`,
    });
    await waitFor(() =>
      expect(
        within(counts)
          .getAllByRole('link')
          .map((item) => item.textContent?.replace(/ \d+名$/, '')),
      ).toEqual(['正会員', '仮会員', '休会中', '退会']),
    );

    // The latest change of any member's record first, naming the member and who changed it.
    const latest = [...demoStore.memberUpdateHistories].sort(
      (a, b) => Date.parse(b.modificationTime) - Date.parse(a.modificationTime),
    )[0]!;
    const member = demoStore.members.find((candidate) => candidate.id === latest.memberId)!;
    const updates = section('最近の会員情報の更新');
    const memberName = `${member.name}（会員番号 ${member.memberNo}）`;
    // The list's answer is on screen once the member's link is: only then is its first item read.
    await updates.findAllByRole('link', { name: memberName });
    const [first] = updates.getAllByRole('listitem');
    const memberLink = within(first!).getByRole('link');
    expect(memberLink).toHaveAccessibleName(memberName);
    expect(memberLink).toHaveAttribute('href', `/member/members/MembersList/${member.id}`);
    // Seed times are Japan time: their date part is the date shown.
    expect(first).toHaveTextContent(
      `${latest.modificationTime.slice(0, 10).replaceAll('-', '/')} `,
    );
    expect(first).toHaveTextContent(latest.modifierName);
    expect(requests.get('GetMemberUpdateHistory')?.[0]?.get('allMembers')).toBe('true');

    // Read staff import nothing: no import history, and no call for it; no member parts either.
    expect(screen.queryByRole('region', { name: '合格者取込の履歴' })).toBeNull();
    expect(requests.has('GetListImportBatch')).toBe(false);
    expect(requests.has('GetDetailMemberSetLastPayment')).toBe(false);
    expect(screen.queryByText('やること')).toBeNull();

    const before = sent.length;
    await userEvent.setup().click(activeLink);
    expect(await screen.findByRole('heading', { name: '会員一覧', level: 1 })).toBeVisible();
    // The list's first request is the filtered page 1 (page 2 follows it, fetched ahead).
    await waitFor(() =>
      expect(sent[before]?.query).toMatchObject({ status: 'active', SkipCount: '0' }),
    );
    expect(await screen.findByText(new RegExp(`全${active}件中`))).toBeVisible();
    // The list keeps SPEC §2's URL: the filter went into its remembered request.
    expect(currentUrl()).toBe('/members/MembersList');
    expect(screen.getByRole('combobox', { name: '会員状態' })).toHaveTextContent('正会員');
  });

  it('shows admin the import history', async () => {
    await signInAs('demo-admin');
    const sent = recordSent('GetListImportBatch');
    renderApp('/dashboard');
    const imports = await screen.findByRole(
      'region',
      { name: '合格者取込の履歴' },
      { timeout: 20000 },
    );
    expect(await within(imports).findByText('合格者取込の履歴はありません。')).toBeVisible();
    expect(within(imports).getByRole('link', { name: '合格者取込へ' })).toHaveAttribute(
      'href',
      '/member/members/ImportSuccessfulApplicant',
    );
    expect(sent[0]?.query).toMatchObject({ MaxResultCount: '5' });
  });
});

describe('削除 on staff edit pages', () => {
  it('names the member and number, and deletes through DeleteMember', async () => {
    await signInAs('demo-admin');
    const member = demoStore.members.find((candidate) => candidate.id === 1002)!;
    const deletes = recordSent('DeleteMember');
    renderApp('/members/MembersList/1002/edit');
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: '削除' }, { timeout: 20000 }));
    const dialog = await screen.findByRole('dialog', { name: '会員の削除' });
    expect(
      within(dialog).getByText(
        `${member.name}（会員番号 ${member.memberNo}）を削除しますか？この操作は取り消せません。`,
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: '確認' }));
    await waitFor(() => expect(currentUrl()).toBe('/members/MembersList'));
    expect(deletes.map(({ method, query }) => ({ method, query }))).toEqual([
      { method: 'DELETE', query: { id: '1002' } },
    ]);
    expect(demoStore.members.some((candidate) => candidate.id === 1002)).toBe(false);
  });

  it('offers no 削除 of a prefecture members use, and says why', async () => {
    await signInAs('demo-update');
    const users = demoStore.members.filter(
      (member) => member.prefectureId === 13 || member.workplacePrefectureId === 13,
    ).length;
    const deletes = recordSent('DeletePrefecture');
    renderApp('/masters/Prefectures/13/edit');
    const button = await screen.findByRole('button', { name: '削除' }, { timeout: 20000 });
    expect(button).toBeDisabled();
    const reason = `この都道府県は ${users} 名の会員が使用しているため削除できません`;
    expect(screen.getByText(reason)).toBeVisible();
    expect(button).toHaveAccessibleDescription(reason);
    expect(deletes).toEqual([]);
  });
});
