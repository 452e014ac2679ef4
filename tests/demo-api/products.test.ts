// @vitest-environment node
/** Goods, orders, cancellation and order receipts of the demo API (demo-api/calls/products.ts). */
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { DocumentFile } from '../../src/api/download';
import { demoStore } from '../../demo-api/store';
import { isTargetPaid, openAttempt, recordOutcome } from '../../demo-api/paymentRequests';

import { dataOf, get, ORIGIN, send, signIn } from './helpers';

const API = `${ORIGIN}/api/services/app`;

async function data<T>(token: string, method: string, path: string, payload?: unknown) {
  const { status, body } = await send<T>(method, `${API}/${path}`, token, payload);
  expect(status, JSON.stringify(body.error)).toBe(200);
  return dataOf(body);
}

interface OrderRow {
  id: number;
  orderNo: string;
  status: string;
  statusName: string;
  total: number;
  tax: number;
  cancellable: boolean;
  receiptAvailable: boolean;
  paymentRequestId: number | null;
}

const ADDRESS = {
  name: '内視鏡 花子',
  postalCode: '113-0033',
  address1: '東京都文京区本郷3-14-8',
  address2: 'グリーンハイツ本郷 205',
};

const polo = (quantity: number, idempotencyKey = 'order-key-0001') => ({
  productId: 131,
  productModel: 'WH-L',
  quantity,
  memberInfo: ADDRESS,
  idempotencyKey,
});

const stockOf = (productId: number, code: string) =>
  demoStore.products
    .find((product) => product.id === productId)!
    .models.find((model) => model.code === code)!.stock;

describe('goods', () => {
  it('lists the goods on sale with 税込 prices, remembering pages by SkipCount', async () => {
    const token = await signIn('demo-member');
    const { body } = await send<{ name: string; price: number; priceIncludingTax: number }[]>(
      'GET',
      `${API}/Product/GetListAvailableProduct?SkipCount=0&MaxResultCount=10`,
      token,
    );
    expect(body.result?.pagination?.totalCount).toBe(11);
    expect(body.result?.data[0]).toMatchObject({
      name: '消化器内視鏡技師テキストブック 改訂第5版',
      price: 4500,
      priceIncludingTax: 4950,
    });
    const names = body.result?.data.map((product) => product.name) ?? [];
    expect(names.some((name) => name.includes('第46巻'))).toBe(false);
  });

  it('GetDetailProduct gives a product on sale; one off sale is a 404', async () => {
    const token = await signIn('demo-member');
    const detail = await data<{ models: { code: string; stock: number }[] }>(
      token,
      'GET',
      'Product/GetDetailProduct?id=131',
    );
    expect(detail.models).toHaveLength(8);
    expect((await send('GET', `${API}/Product/GetDetailProduct?id=141`, token)).status).toBe(404);
  });

  it('works out tax on top (外税) and contained (内税), rounded down', async () => {
    const token = await signIn('demo-member');
    expect(await data(token, 'GET', 'Product/GetTaxExternalByAmount?amount=7599')).toEqual({
      amount: 7599,
      taxRate: 10,
      tax: 759,
      totalAmount: 8358,
    });
    expect(await data(token, 'GET', 'Product/GetTaxIncludedByAmount?amount=8360')).toEqual({
      amount: 8360,
      taxRate: 10,
      tax: 760,
      amountExcludingTax: 7600,
    });
    expect(
      (await send('GET', `${API}/Product/GetTaxIncludedByAmount?amount=-1`, token)).status,
    ).toBe(400);
  });
});

describe('orders', () => {
  it('orders once per idempotency key, takes stock and issues a payment request', async () => {
    const token = await signIn('demo-member');
    const before = stockOf(131, 'WH-L');
    const first = await data<OrderRow>(token, 'POST', 'Product/InsertProductOrder', polo(2));
    expect(first).toMatchObject({ status: 'unpaid', total: 8360, tax: 760, cancellable: true });
    const again = await data<OrderRow>(token, 'POST', 'Product/InsertProductOrder', polo(2));
    expect(again.id).toBe(first.id);
    expect(stockOf(131, 'WH-L')).toBe(before - 2);
    const request = demoStore.paymentRequests.find((item) => item.id === first.paymentRequestId);
    expect(request).toMatchObject({
      purpose: 'productOrder',
      targetIds: [first.id],
      amount: 8360,
      status: 'unpaid',
    });
  });

  it('refuses quantity 0, too many, sold out models and a bad address, by field', async () => {
    const token = await signIn('demo-member');
    const zero = await send('POST', `${API}/Product/InsertProductOrder`, token, {
      ...polo(0),
      memberInfo: { ...ADDRESS, postalCode: '1130033x', address1: '' },
    });
    expect(zero.status).toBe(400);
    expect(zero.body.error?.validationErrors?.map((error) => error.members?.[0]).sort()).toEqual([
      'memberInfo.address1',
      'memberInfo.postalCode',
      'quantity',
    ]);
    const soldOut = await send('POST', `${API}/Product/InsertProductOrder`, token, {
      ...polo(1),
      productModel: 'NV-LL',
    });
    expect(soldOut.body.error?.validationErrors?.[0]?.message).toBe('ネイビー LLは品切れです');
    const tooMany = await send('POST', `${API}/Product/InsertProductOrder`, token, polo(6));
    expect(tooMany.body.error?.validationErrors?.[0]?.message).toBe('1回のご注文は5点までです');
  });

  it('takes orders from members only, not from a provisional member', async () => {
    const refused = await send(
      'POST',
      `${API}/Product/InsertProductOrder`,
      await signIn('demo-temp'),
      polo(1),
    );
    expect(refused.status).toBe(403);
    expect(refused.body.error?.details).toBe('入会費の支払いをお願いします');
  });

  it('derives the status from the payment: paid → 発送準備中, with a receipt', async () => {
    const token = await signIn('demo-member');
    const order = await data<OrderRow>(token, 'POST', 'Product/InsertProductOrder', polo(1));
    const request = demoStore.paymentRequests.find((item) => item.id === order.paymentRequestId)!;
    request.orderId = 'JG-20261122-0012345-09';
    recordOutcome(openAttempt(request, 'http://localhost/member/payment'), 'paid');
    expect(isTargetPaid('productOrder', order.id)).toBe(true);
    const detail = await data<OrderRow>(
      token,
      'GET',
      `Product/GetProductOrderDetail?id=${order.id}`,
    );
    expect(detail).toMatchObject({
      status: 'paid',
      statusName: '発送準備中',
      receiptAvailable: true,
    });
  });

  it('lists the member’s orders newest first', async () => {
    const token = await signIn('demo-member');
    const rows = await data<OrderRow[]>(token, 'GET', 'Product/GetOrderHistories');
    expect(rows.map((row) => [row.id, row.status])).toEqual([
      [7004, 'unpaid'],
      [7002, 'paid'],
      [7003, 'cancelled'],
      [7001, 'shipped'],
    ]);
    const temp = await signIn('demo-temp');
    expect((await get(`${ORIGIN}/api/services/app/Product/GetOrderHistories`, temp)).status).toBe(
      403,
    );
  });

  it('cancels an unpaid order (request withdrawn) and a paid one (refund), never a shipped one', async () => {
    const token = await signIn('demo-member');
    const unpaid = await data<OrderRow>(token, 'POST', 'Product/CancelProductOrder', { id: 7004 });
    expect(unpaid.status).toBe('cancelled');
    expect(demoStore.paymentRequests.find((item) => item.id === 5404)?.status).toBe('cancelled');

    const stock = stockOf(131, 'NV-M');
    const paid = await data<OrderRow>(token, 'POST', 'Product/CancelProductOrder', { id: 7002 });
    expect(paid).toMatchObject({ status: 'refunded', statusName: 'キャンセル済み（返金）' });
    expect(stockOf(131, 'NV-M')).toBe(stock + 2);

    const shipped = await send('POST', `${API}/Product/CancelProductOrder`, token, { id: 7001 });
    expect(shipped.status).toBe(500);
    expect(shipped.body.error?.message).toBe('発送済みのご注文はキャンセルできません');
    const twice = await send('POST', `${API}/Product/CancelProductOrder`, token, { id: 7004 });
    expect(twice.body.error?.message).toBe('このご注文はすでにキャンセルされています');
    expect(
      (
        await send('POST', `${API}/Product/CancelProductOrder`, await signIn('demo-temp'), {
          id: 7002,
        })
      ).status,
    ).toBe(404);
  });

  it('gives a paid order’s receipt as a PDF, and refuses unpaid and cancelled ones', async () => {
    const token = await signIn('demo-member');
    const file = await data<DocumentFile>(
      token,
      'GET',
      'Receipt/DownloadReceiptProductOrder?id=7001',
    );
    expect(file).toMatchObject({
      content_type: 'application/pdf',
      file_name: '領収書_PO-2026-007001.pdf',
    });
    const pdf = await getDocument({
      data: Uint8Array.from(Buffer.from(file.base64, 'base64')),
      verbosity: 0,
    }).promise;
    const text = (await (await pdf.getPage(1)).getTextContent()).items
      .map((item) => ('str' in item ? item.str : ''))
      .join('');
    expect(text).toContain('内視鏡 花子');
    expect(text).toContain('¥4,950');
    expect(text).toContain('10%対象');

    const unpaid = await send('GET', `${API}/Receipt/DownloadReceiptProductOrder?id=7004`, token);
    expect(unpaid.body.error?.message).toBe('お支払いが済んでいないご注文の領収書は発行できません');
    const cancelled = await send(
      'GET',
      `${API}/Receipt/DownloadReceiptProductOrder?id=7003`,
      token,
    );
    expect(cancelled.body.error?.message).toBe('キャンセルされたご注文の領収書は発行できません');
  });
});
