import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoStore } from '../../demo-api/store';
import { setUpEventPages } from '../events';
import { recordCalls } from '../requests';
import { currentUrl, renderApp, signInAs } from '../renderApp';

// One participation per event, and no time slot held twice: what the member sees of it.
setUpEventPages();

const TOKYO_BRUSHUP = 'ブラッシュアップセミナー（東京会場）';
// 5005: demo-member's participation in the Tokyo brush-up seminar (event 107), open for change.
const TOKYO_CHANGE = '/events/entry?id=107&participantId=5005';

describe('an event the member applied for', () => {
  it('is 申込済み on its page, which links to the participation instead of a new entry', async () => {
    await signInAs('demo-member');
    renderApp('/events/eventDetail?id=107');
    expect(await screen.findByText('申込内容へ', { selector: 'a' })).toHaveAttribute(
      'href',
      `/member${TOKYO_CHANGE}`,
    );
    expect(screen.getByText('申込済み')).toBeVisible();
    expect(screen.queryByText('参加申込へ')).toBeNull();
  });

  it('is 申込済み in the open events, linking to the participation', async () => {
    await signInAs('demo-member');
    renderApp('/events/EventsAccepting');
    expect(await screen.findByLabelText(`申込済み（${TOKYO_BRUSHUP}）`)).toHaveAttribute(
      'href',
      `/member${TOKYO_CHANGE}`,
    );
  });

  it('opens the change of that participation instead of a second application', async () => {
    await signInAs('demo-member');
    const loaded = recordCalls('GetDetailParticipant');
    const inserts = recordCalls('InsertParticipant');
    renderApp('/events/entry?id=107');
    await waitFor(() => expect(currentUrl()).toBe(TOKYO_CHANGE));
    expect(await screen.findByText('申込内容の変更', { selector: 'h2' })).toBeVisible();
    expect(await screen.findByLabelText(/^基礎コース/)).toBeChecked();
    expect(screen.queryByText('参加申込', { selector: 'h2' })).toBeNull();
    expect(loaded.map((query) => query.get('id'))).toEqual(['5005']);
    expect(inserts).toEqual([]);
  });

  it('refuses, before sending, an entry on a day the member holds through another event', async () => {
    const user = userEvent.setup();
    // 近畿支部 第36回支部研修会 moved onto 2027-01-23, the day of her participation 5008.
    const kinki = demoStore.events.find((event) => event.id === 110)!;
    kinki.startDate = kinki.endDate = '2027-01-23';
    await signInAs('demo-member');
    const inserts = recordCalls('InsertParticipant');
    renderApp('/events/entry?id=110');
    await user.click(await screen.findByLabelText(/参加規約に同意する/));
    await user.click(screen.getByText('確認へ', { selector: 'button' }));
    expect(
      await screen.findByText(
        '「近畿支部 第36回支部研修会」（終日）は、申込済みの「第1回 内視鏡洗浄・消毒実践セミナー（東京会場）」（終日）と時間帯が重なっているため、申し込めません。',
      ),
    ).toBeVisible();
    expect(screen.queryByText('申し込む', { selector: 'button' })).toBeNull();
    expect(inserts).toEqual([]);
  });
});
