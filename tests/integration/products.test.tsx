/**
 * Goods: the product list, the order form (prefilled, kept as a draft, quantity from 0), the
 * confirmation sending one order however often clicked, then /payment; order history with the
 * detail, cancellation after a confirmation, and the receipt.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoStore } from '../../demo-api/store';
import { session } from '../../src/providers/session';
import { captureDownloads, magicOf } from '../downloads';
import { recordCalls, recordSent } from '../requests';
import { currentUrl, renderApp, signInAs } from '../renderApp';
import { answerSlowly, expectDraftKeptThroughSignIn } from '../resilience';

async function open(path: string, heading: string) {
  const view = renderApp(path);
  expect(
    await screen.findByRole('heading', { name: heading, level: 1 }, { timeout: 15000 }),
  ).toBeVisible();
  return view;
}

const field = (name: string) => screen.findByRole('textbox', { name: new RegExp(`^${name}`) });

describe('goods', { timeout: 40_000 }, () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('orders from the list: prefilled address, quantity 0 refused, one order, then payment', async () => {
    await signInAs('demo-member');
    const lists = recordCalls('GetListAvailableProduct');
    const inserts = recordCalls('InsertProductOrder');
    answerSlowly('InsertProductOrder');
    const user = userEvent.setup();
    await open('/Products/ProductList', '商品一覧');
    await user.click(await screen.findByRole('link', { name: '認定技師試験 過去問題集 2026年版' }));
    expect(Object.fromEntries(lists[0]!)).toMatchObject({ SkipCount: '0', MaxResultCount: '10' });

    await screen.findByRole('heading', { name: '商品注文', level: 1 });
    expect(currentUrl()).toBe('/Products/ProductOrder?productId=102');
    expect(await field('住所')).toHaveValue('東京都文京区本郷3-14-8');
    expect(await field('お名前')).toHaveValue('内視鏡 花子');
    const quantity = screen.getByRole('spinbutton', { name: /数量/ });
    expect(quantity).toHaveValue(0);

    await user.click(screen.getByRole('button', { name: '確認へ' }));
    expect(
      await screen.findByText('数量を1以上にしてください（0のままではご注文いただけません）'),
    ).toBeVisible();
    expect(currentUrl()).toBe('/Products/ProductOrder?productId=102');

    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(await screen.findByText('￥6,600')).toBeVisible();
    await user.click(screen.getByRole('button', { name: '確認へ' }));

    await screen.findByRole('heading', { name: 'ご注文内容の確認', level: 1 });
    const confirm = await screen.findByRole('button', { name: '注文を確定する' });
    await user.dblClick(confirm);

    await screen.findByRole('heading', { name: 'お支払い', level: 1 });
    expect(inserts).toHaveLength(1);
    const orders = demoStore.productOrders.filter((order) => order.productId === 102);
    expect(orders.map((order) => order.quantity)).toEqual([1, 2]);
    const request = demoStore.paymentRequests.at(-1)!;
    expect(request).toMatchObject({ purpose: 'productOrder', amount: 6600 });
    expect(session.paymentRequestId()).toBe(String(request.id));
    expect(await screen.findByText(/商品購入：/)).toBeVisible();
  });

  it('keeps the order in progress across a reload', async () => {
    await signInAs('demo-member');
    const user = userEvent.setup();
    const view = await open('/Products/ProductOrder?productId=131', '商品注文');
    await user.click(await screen.findByRole('combobox', { name: /種類/ }));
    expect(screen.getByRole('option', { name: 'ネイビー LL（品切れ）' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'ホワイト M' }));
    const address2 = await field('建物名・部屋番号');
    await user.clear(address2);
    await user.type(address2, '本郷ハイツ 301');
    view.unmount();

    await open('/Products/ProductOrder?productId=131', '商品注文');
    expect(await field('建物名・部屋番号')).toHaveValue('本郷ハイツ 301');
    expect(screen.getByRole('combobox', { name: /種類/ })).toHaveTextContent('ホワイト M');
  });

  it('keeps the order when the session expires at the confirmation and sends it after sign-in', () =>
    expectDraftKeptThroughSignIn({
      login: 'demo-member',
      path: '/Products/ProductOrder?productId=102',
      call: 'InsertProductOrder',
      fill: async (user) => {
        const quantity = await screen.findByRole(
          'spinbutton',
          { name: /数量/ },
          { timeout: 15000 },
        );
        await user.clear(quantity);
        await user.type(quantity, '2');
        const address2 = await field('建物名・部屋番号');
        await user.clear(address2);
        await user.type(address2, '本郷ハイツ 301');
        await user.click(screen.getByRole('button', { name: '確認へ' }));
        await screen.findByRole('heading', { name: 'ご注文内容の確認', level: 1 });
      },
      submit: async (user) =>
        user.click(await screen.findByRole('button', { name: '注文を確定する' })),
      expectKept: async () => {
        const order = await screen.findByRole('table', { name: 'ご注文内容' }, { timeout: 15000 });
        expect(within(order).getByText(/本郷ハイツ 301/)).toBeVisible();
        expect(await screen.findByText('￥6,600')).toBeVisible();
      },
      body: {
        productId: 102,
        quantity: 2,
        memberInfo: expect.objectContaining({ address2: '本郷ハイツ 301' }),
      },
    }));

  it('fills the delivery address from a postal code and sends it normalised, as the member form does', async () => {
    await signInAs('demo-member');
    const inserts = recordSent('InsertProductOrder');
    const user = userEvent.setup();
    await open('/Products/ProductOrder?productId=102', '商品注文');
    const code = await field('郵便番号');
    const address1 = await field('住所');
    await user.clear(code);
    await user.paste('１５０ー０００１');
    await waitFor(() => expect(address1).toHaveValue('東京都渋谷区神宮前'));
    expect(await field('建物名・部屋番号')).toHaveValue('');
    expect(
      screen.getByText(
        '郵便番号の住所: 東京都渋谷区神宮前（続けて番地・建物名を入力してください）',
      ),
    ).toBeVisible();
    await waitFor(() => expect(address1).toHaveFocus());
    await user.keyboard('３ー１４ー８');
    await user.tab();
    await user.keyboard('ｸﾞﾘｰﾝﾊｲﾂ　２０５');
    await user.tab();
    expect(address1).toHaveValue('東京都渋谷区神宮前3-14-8');
    expect(await field('建物名・部屋番号')).toHaveValue('グリーンハイツ 205');
    expect(code).toHaveValue('150-0001');

    // An office's own code is not in the address data: said so, the address kept.
    await user.clear(code);
    await user.paste('１１３８６５５');
    expect(
      await screen.findByText(
        '日本郵便の住所データにない郵便番号です（事業所個別番号など）。住所は変更していません。',
      ),
    ).toBeVisible();
    expect(address1).toHaveValue('東京都渋谷区神宮前3-14-8');

    const quantity = screen.getByRole('spinbutton', { name: /数量/ });
    await user.clear(quantity);
    await user.type(quantity, '1');
    await user.click(screen.getByRole('button', { name: '確認へ' }));
    await user.click(await screen.findByRole('button', { name: '注文を確定する' }));
    await waitFor(() => expect(inserts).toHaveLength(1));
    expect(await inserts[0]!.body).toMatchObject({
      memberInfo: {
        name: '内視鏡 花子',
        postalCode: '113-8655',
        address1: '東京都渋谷区神宮前3-14-8',
        address2: 'グリーンハイツ 205',
      },
    });
  });

  it('cancels a paid order after a confirmation and saves a paid order’s receipt', async () => {
    await signInAs('demo-member');
    const saved = captureDownloads();
    const user = userEvent.setup();
    await open('/ProductOrderHistories', '注文履歴');
    await user.click(await screen.findByRole('link', { name: 'PO-2026-007002' }));
    await screen.findByRole('heading', { name: '注文詳細', level: 1 });
    const details = await screen.findByRole('table', { name: 'ご注文の内容' });
    expect(await within(details).findByText(/うち消費税10% ￥760/)).toBeVisible();
    expect(within(details).getByText('発送準備中')).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'ご注文をキャンセルする' }));
    const dialog = await screen.findByRole('dialog', { name: 'ご注文をキャンセルしますか？' });
    expect(within(dialog).getByText(/ご利用のカードに返金いたします/)).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'キャンセルする' }));
    expect(await within(details).findByText('キャンセル済み（返金）')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'ご注文をキャンセルする' })).toBeNull();
    expect(screen.queryByRole('button', { name: '領収書' })).toBeNull();

    await user.click(screen.getByRole('link', { name: '注文履歴へ戻る' }));
    await user.click(await screen.findByRole('link', { name: 'PO-2026-007001' }));
    expect(await screen.findByText('発送済み')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'ご注文をキャンセルする' })).toBeNull();
    await user.click(screen.getByRole('button', { name: '領収書' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0]!.fileName).toBe('領収書_PO-2026-007001.pdf');
    expect(await magicOf(saved[0]!)).toBe('%PDF-');
  });
});
