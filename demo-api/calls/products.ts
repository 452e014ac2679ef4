/**
 * Goods and orders (`Product/*`) and the order receipt (`Receipt/DownloadReceiptProductOrder`).
 * Model: seed/products.ts. What each call means, where SPEC §7 only names it:
 *
 * - GetListAvailableProduct → the goods on sale today, paged (filter `category`); each with its
 *   本体価格 `price`, the 税込 unit price and its models with their stock.
 * - GetDetailProduct?id → one product on sale (404 otherwise).
 * - GetTaxExternalByAmount?amount → 外税: the 10% tax on a tax-excluded amount and the 税込 total
 *   (how an order's total is worked out from 本体価格 × quantity).
 * - GetTaxIncludedByAmount?amount → 内税: the tax contained in a 税込 amount (what a receipt and
 *   the order detail show as うち消費税).
 * - InsertProductOrder { productId, productModel, quantity, memberInfo, idempotencyKey } → the
 *   order and the payment request issued for it. The same idempotency key answers the same order
 *   again: a double click or a resent request never makes a second order.
 * - GetOrderHistories → the member's orders, newest first, paged.
 * - GetProductOrderDetail?id → one order of the member.
 * - CancelProductOrder { id } → cancels an order not yet shipped: unpaid → its open request is
 *   withdrawn; paid → 'refunded' (the card payment is refunded). Stock is given back.
 * - DownloadReceiptProductOrder?id → the receipt PDF of a paid order (not of a cancelled one).
 */
import {
  DemoApiError,
  intParam,
  invalidField,
  ok,
  paged,
  queryParam,
  validationError,
} from '../abp';
import type { AbpValidationError } from '../../src/api/envelope';
import type {
  OrderStatus,
  Product as ProductView,
  ProductOrder as OrderView,
  ProductOrderInput,
  TaxExternal,
  TaxIncluded,
} from '../../src/api/products';
import type { Account } from '../accounts';
import { nowInJapan, todayInJapan } from '../clock';
import { defineCall } from '../defineCall';
import { receiptDownload } from '../receipts';
import { PAYMENT_METHOD_NAMES } from '../seed/fees';
import {
  cancelOpenRequest,
  isTargetPaid,
  issuePaymentRequest,
  requestCovering,
  settleAttempt,
} from '../paymentRequests';
import { TAX_RATE, taxOn, titleOfOrder, type Product, type ProductOrder } from '../seed/products';
import { demoStore } from '../store';
import { memberOf } from '../callers';
import { ownRecord } from './common';

const TAX_PERCENT = Math.round(TAX_RATE * 100);

const STATUS_NAMES: Record<OrderStatus, string> = {
  unpaid: 'お支払い待ち',
  paid: '発送準備中',
  shipped: '発送済み',
  cancelled: 'キャンセル済み',
  refunded: 'キャンセル済み（返金）',
};

const onSale = (product: Product, today: string) =>
  product.saleFrom <= today && (product.saleTo === null || today <= product.saleTo);

function availabilityOf(product: Product): string {
  const soldOut = product.models.filter((model) => model.stock === 0).length;
  if (soldOut === product.models.length) return '品切れ';
  return soldOut > 0 ? '一部品切れ' : '在庫あり';
}

function productView(product: Product): ProductView {
  return {
    ...product,
    taxRate: TAX_PERCENT,
    priceIncludingTax: product.price + taxOn(product.price),
    soldOut: product.models.every((model) => model.stock === 0),
    availability: availabilityOf(product),
  };
}

function productOnSale(id: number): Product {
  const product = demoStore.products.find((candidate) => candidate.id === id);
  if (!product || !onSale(product, todayInJapan())) {
    throw new DemoApiError(404, 'この商品は現在販売していません');
  }
  return product;
}

/** The request that paid the order, or the one asking for it. */
function requestOfOrder(order: ProductOrder) {
  const open = requestCovering('productOrder', order.id, 'unpaid');
  if (open) settleAttempt(open);
  return requestCovering('productOrder', order.id, 'paid') ?? open;
}

function statusOf(order: ProductOrder): OrderStatus {
  const paid = isTargetPaid('productOrder', order.id);
  if (order.cancelledAt) return paid ? 'refunded' : 'cancelled';
  if (order.shippedAt) return 'shipped';
  return paid ? 'paid' : 'unpaid';
}

function orderView(order: ProductOrder): OrderView {
  const request = requestOfOrder(order);
  const status = statusOf(order);
  const paid = request?.status === 'paid' ? request : null;
  return {
    ...order,
    status,
    statusName: STATUS_NAMES[status],
    taxRate: TAX_PERCENT,
    paymentRequestId: request?.id ?? null,
    paidAt: paid?.paidAt ?? null,
    paymentMethodName: paid?.paymentMethod ? PAYMENT_METHOD_NAMES[paid.paymentMethod] : null,
    settlementOrderId: paid?.orderId ?? null,
    cancellable: status === 'unpaid' || status === 'paid',
    receiptAvailable: status === 'paid' || status === 'shipped',
  };
}

const orderOf = (account: Account, id: number): ProductOrder =>
  ownRecord(demoStore.productOrders, account, id, 'ご注文が見つかりません');

/** A whole number of yen from the query; 400 naming it otherwise. */
function amountParam(query: URLSearchParams): number {
  const amount = intParam(query, 'amount');
  if (amount < 0) {
    throw invalidField('amount', '金額は0以上で指定してください');
  }
  return amount;
}

const POSTAL_CODE = /^\d{3}-?\d{4}$/;

/** Checks InsertProductOrder's body; every problem is reported at once, by field. */
function readOrder(body: unknown): { input?: ProductOrderInput; errors: AbpValidationError[] } {
  const raw = (body ?? {}) as Record<string, unknown>;
  const info = (raw.memberInfo ?? {}) as Record<string, unknown>;
  const errors: AbpValidationError[] = [];
  const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');
  const need = (value: string, member: string, label: string, max: number) => {
    if (!value) errors.push({ message: `${label}を入力してください`, members: [member] });
    else if ([...value].length > max) {
      errors.push({ message: `${label}は${max}文字以内で入力してください`, members: [member] });
    }
  };
  const name = text(info.name);
  const postalCode = text(info.postalCode);
  const address1 = text(info.address1);
  const address2 = text(info.address2);
  need(name, 'memberInfo.name', 'お届け先のお名前', 50);
  if (!POSTAL_CODE.test(postalCode)) {
    errors.push({
      message: '郵便番号は123-4567の形式で入力してください',
      members: ['memberInfo.postalCode'],
    });
  }
  need(address1, 'memberInfo.address1', '住所', 100);
  if ([...address2].length > 100) {
    errors.push({
      message: '建物名・部屋番号は100文字以内で入力してください',
      members: ['memberInfo.address2'],
    });
  }
  const quantity = raw.quantity;
  if (typeof quantity !== 'number' || !Number.isInteger(quantity) || quantity < 1) {
    errors.push({ message: '数量は1以上で指定してください', members: ['quantity'] });
  }
  const productId = raw.productId;
  if (typeof productId !== 'number' || !Number.isInteger(productId)) {
    errors.push({ message: '商品を選択してください', members: ['productId'] });
  }
  const productModel = text(raw.productModel);
  if (!productModel) errors.push({ message: '種類を選択してください', members: ['productModel'] });
  const idempotencyKey = text(raw.idempotencyKey);
  if (!/^[\w-]{8,64}$/.test(idempotencyKey)) {
    errors.push({ message: 'idempotencyKeyが正しくありません', members: ['idempotencyKey'] });
  }
  if (errors.length > 0) return { errors };
  return {
    errors,
    input: {
      productId: productId as number,
      productModel,
      quantity: quantity as number,
      memberInfo: { name, postalCode, address1, address2 },
      idempotencyKey,
    },
  };
}

function insertOrder(account: Account, input: ProductOrderInput) {
  const member = memberOf(account);
  // Goods are for members (SPEC §6: the product list needs paid_admission_fee).
  if (!member.paidAdmissionFee) {
    throw new DemoApiError(403, '閲覧権限がありません', {
      details: '入会費の支払いをお願いします',
    });
  }
  const product = productOnSale(input.productId);
  const model = product.models.find((candidate) => candidate.code === input.productModel);
  if (!model)
    return validationError([{ message: '種類を選択してください', members: ['productModel'] }]);
  if (input.quantity > product.maxQuantity) {
    return validationError([
      { message: `1回のご注文は${product.maxQuantity}点までです`, members: ['quantity'] },
    ]);
  }
  if (input.quantity > model.stock) {
    return validationError([
      {
        message:
          model.stock === 0
            ? `${model.name}は品切れです`
            : `在庫が不足しています（${model.name}の残りは${model.stock}点です）`,
        members: ['quantity'],
      },
    ]);
  }
  const subtotal = product.price * input.quantity;
  const tax = taxOn(subtotal);
  const id = Math.max(0, ...demoStore.productOrders.map((order) => order.id)) + 1;
  const orderedAt = nowInJapan();
  const order: ProductOrder = {
    id,
    orderNo: `PO-${orderedAt.slice(0, 4)}-${String(id).padStart(6, '0')}`,
    memberId: member.id,
    productId: product.id,
    productName: product.name,
    productModel: model.code,
    productModelName: model.name,
    quantity: input.quantity,
    unitPrice: product.price,
    subtotal,
    tax,
    total: subtotal + tax,
    shipTo: input.memberInfo,
    orderedAt,
    shippedAt: null,
    cancelledAt: null,
    idempotencyKey: input.idempotencyKey,
  };
  model.stock -= input.quantity;
  demoStore.productOrders.push(order);
  issuePaymentRequest({
    memberId: member.id,
    purpose: 'productOrder',
    title: titleOfOrder(order),
    targetIds: [order.id],
    amount: order.total,
  });
  return ok(orderView(order));
}

function receiptOf(account: Account, order: ProductOrder): Promise<Response> {
  const view = orderView(order);
  if (view.status === 'cancelled' || view.status === 'refunded') {
    throw new DemoApiError(500, 'キャンセルされたご注文の領収書は発行できません');
  }
  if (!view.receiptAvailable || !view.paidAt) {
    throw new DemoApiError(500, 'お支払いが済んでいないご注文の領収書は発行できません', {
      details: `ご注文 ${order.orderNo} はまだお支払いが確認できていません。`,
    });
  }
  const member = memberOf(account);
  return receiptDownload(
    member.id,
    {
      receiptNo: `R${order.orderNo}`,
      addressee: member.name,
      proviso: `商品代金（ご注文 ${order.orderNo}）として`,
      lines: [
        {
          label: `${order.productName}（${order.productModelName}）× ${order.quantity}`,
          amount: order.total,
          taxRate: TAX_RATE,
        },
      ],
      paidAt: view.paidAt,
      paymentMethod: view.paymentMethodName ?? undefined,
    },
    `領収書_${order.orderNo}.pdf`,
  );
}

export const productCalls = [
  defineCall('GetListAvailableProduct', ({ query }) => {
    const today = todayInJapan();
    const category = queryParam(query, 'category')?.trim();
    const items = demoStore.products.filter(
      (product) => onSale(product, today) && (!category || product.category === category),
    );
    return paged(items.map(productView), query, 'id ASC');
  }),

  defineCall('GetDetailProduct', ({ query }) =>
    ok(productView(productOnSale(intParam(query, 'id')))),
  ),

  defineCall('GetTaxExternalByAmount', ({ query }) => {
    const amount = amountParam(query);
    const tax = taxOn(amount);
    return ok<TaxExternal>({ amount, taxRate: TAX_PERCENT, tax, totalAmount: amount + tax });
  }),

  defineCall('GetTaxIncludedByAmount', ({ query }) => {
    const amount = amountParam(query);
    // Integer arithmetic, rounded down: the tax contained in a tax-inclusive amount.
    const tax = Math.floor((amount * TAX_PERCENT) / (100 + TAX_PERCENT));
    return ok<TaxIncluded>({ amount, taxRate: TAX_PERCENT, tax, amountExcludingTax: amount - tax });
  }),

  defineCall('InsertProductOrder', ({ body, account }) => {
    const { input, errors } = readOrder(body);
    if (!input) return validationError(errors);
    const memberId = memberOf(account).id;
    const earlier = demoStore.productOrders.find(
      (order) => order.memberId === memberId && order.idempotencyKey === input.idempotencyKey,
    );
    // The same key is the same order: answer it again rather than order twice.
    if (earlier) return ok(orderView(earlier));
    return insertOrder(account, input);
  }),

  defineCall('GetOrderHistories', ({ query, account }) => {
    const memberId = memberOf(account).id;
    const orders = demoStore.productOrders.filter((order) => order.memberId === memberId);
    return paged(orders.map(orderView), query, 'orderedAt DESC');
  }),

  defineCall('GetProductOrderDetail', ({ query, account }) =>
    ok(orderView(orderOf(account, intParam(query, 'id')))),
  ),

  defineCall('CancelProductOrder', ({ body, account }) => {
    const raw = (body ?? {}) as Record<string, unknown>;
    const id = typeof raw.id === 'number' ? raw.id : Number.NaN;
    const order = orderOf(account, id);
    cancelOpenRequest('productOrder', order.id);
    const status = statusOf(order);
    if (status === 'cancelled' || status === 'refunded') {
      throw new DemoApiError(500, 'このご注文はすでにキャンセルされています');
    }
    if (status === 'shipped') {
      throw new DemoApiError(500, '発送済みのご注文はキャンセルできません', {
        details: '返品については事務局までお問い合わせください。',
      });
    }
    order.cancelledAt = nowInJapan();
    const model = demoStore.products
      .find((product) => product.id === order.productId)
      ?.models.find((candidate) => candidate.code === order.productModel);
    if (model) model.stock += order.quantity;
    return ok(orderView(order));
  }),

  defineCall('DownloadReceiptProductOrder', ({ query, account }) =>
    receiptOf(account, orderOf(account, intParam(query, 'id'))),
  ),
];
