/**
 * Goods the society sells to members (issue 5) and demo-member's past orders.
 *
 * - A product has one or more models (号, 色・サイズ); stock is kept per model. Prices are the
 *   本体価格 (tax excluded) the catalogue lists; every item is taxed at 10%, books included (the
 *   8% reduced rate covers food and newspapers only). The portal shows 税込 amounts.
 * - An order buys one model of one product (SPEC §3's temporary order) and is paid by one payment
 *   request of purpose `productOrder` (seed/fees.ts). Its status is derived: unpaid until a paid
 *   request covers it, then paid (発送準備中), shipped once the secretariat ships it; a cancelled
 *   order is 'cancelled', or 'refunded' when it had been paid.
 *
 * demo-member: a textbook bought and shipped in May, a polo shirt paid on November 2 and not yet
 * shipped (it may still be cancelled, with a refund), a badge ordered and cancelled unpaid, and a
 * question book ordered on November 20 and not yet paid.
 */
import type {
  OrderRecord,
  ProductModel,
  ProductRecord,
  ShippingAddress,
} from '../../src/api/products';
import { UNPAID, type PaymentRequest } from './fees';

export const TAX_RATE = 0.1;

/** Stored as answered, less what the calls work out (tax, stock state): src/api/products.ts. */
export type Product = ProductRecord;
export type ProductOrder = OrderRecord;

const models = (...names: [code: string, name: string, stock: number][]): ProductModel[] =>
  names.map(([code, name, stock]) => ({ code, name, stock }));

const POLO_COLOURS = [
  ['NV', 'ネイビー'],
  ['WH', 'ホワイト'],
] as const;
const POLO_SIZES = [
  ['S', 12],
  ['M', 20],
  ['L', 15],
  ['LL', 0],
] as const;

export const products: readonly Product[] = [
  {
    id: 101,
    code: 'JG-TX-05',
    name: '消化器内視鏡技師テキストブック 改訂第5版',
    category: '書籍',
    description:
      '認定技師試験の出題範囲に準拠した公式テキスト。内視鏡の構造、洗浄・消毒、介助、偶発症対策までを網羅しています（B5判・412頁）。',
    price: 4500,
    maxQuantity: 5,
    models: models(['STD', '通常版', 48]),
    saleFrom: '2024-04-01',
    saleTo: null,
  },
  {
    id: 102,
    code: 'JG-TX-Q26',
    name: '認定技師試験 過去問題集 2026年版',
    category: '書籍',
    description: '直近5回分の認定技師試験問題と詳しい解説を収録（A5判・236頁）。',
    price: 3000,
    maxQuantity: 5,
    models: models(['STD', '通常版', 60]),
    saleFrom: '2026-04-01',
    saleTo: null,
  },
  {
    id: 103,
    code: 'JG-TX-DM3',
    name: '内視鏡洗浄・消毒 実践マニュアル 第3版',
    category: '書籍',
    description: '各種ガイドラインに基づく洗浄・消毒の手順を写真で解説した実践書（A4判・128頁）。',
    price: 2800,
    maxQuantity: 5,
    models: models(['STD', '通常版', 35]),
    saleFrom: '2025-10-01',
    saleTo: null,
  },
  {
    id: 111,
    code: 'JG-JN-48',
    name: '学会誌「消化器内視鏡技術」バックナンバー 第48巻（2024年）',
    category: '学会誌',
    description: '学会誌のバックナンバー。号をお選びください。',
    price: 2000,
    maxQuantity: 3,
    models: models(['48-1', '第48巻 第1号', 14], ['48-2', '第48巻 第2号', 9]),
    saleFrom: '2025-04-01',
    saleTo: null,
  },
  {
    id: 112,
    code: 'JG-JN-49',
    name: '学会誌「消化器内視鏡技術」バックナンバー 第49巻（2025年）',
    category: '学会誌',
    description: '学会誌のバックナンバー。号をお選びください。',
    price: 2000,
    maxQuantity: 3,
    models: models(['49-1', '第49巻 第1号', 22], ['49-2', '第49巻 第2号', 18]),
    saleFrom: '2026-04-01',
    saleTo: null,
  },
  {
    id: 113,
    code: 'JG-JN-47',
    name: '学会誌「消化器内視鏡技術」バックナンバー 第47巻（2023年）',
    category: '学会誌',
    description: '学会誌のバックナンバー。第2号は品切れです。',
    price: 2000,
    maxQuantity: 3,
    models: models(['47-1', '第47巻 第1号', 3], ['47-2', '第47巻 第2号', 0]),
    saleFrom: '2024-04-01',
    saleTo: null,
  },
  {
    id: 121,
    code: 'JG-BD-01',
    name: '認定技師バッジ（ピンバッジ）',
    category: '記念品',
    description: '認定技師の方のための七宝焼きピンバッジ（直径15mm）。',
    price: 1500,
    maxQuantity: 2,
    models: models(['GD', 'ゴールド', 40], ['SV', 'シルバー', 25]),
    saleFrom: '2020-04-01',
    saleTo: null,
  },
  {
    id: 122,
    code: 'JG-GD-ST',
    name: 'IDカードホルダー（ネックストラップ付き）',
    category: '記念品',
    description: '学会ロゴ入りのカードホルダー。院内IDカードにも使えます。',
    price: 800,
    maxQuantity: 10,
    models: models(['BL', 'ブルー', 80], ['GR', 'グレー', 64]),
    saleFrom: '2022-04-01',
    saleTo: null,
  },
  {
    id: 123,
    code: 'JG-GD-TB',
    name: '学会ロゴ入りトートバッグ',
    category: '記念品',
    description: 'A4書類が入る帆布のトートバッグ。',
    price: 1600,
    maxQuantity: 5,
    models: models(['NA', 'ナチュラル', 30]),
    saleFrom: '2023-09-01',
    saleTo: null,
  },
  {
    id: 131,
    code: 'JG-WR-PL',
    name: '学会オリジナル ポロシャツ',
    category: 'ウェア',
    description: '吸汗速乾素材のポロシャツ。学術集会のスタッフ着と同じデザインです。',
    price: 3800,
    maxQuantity: 5,
    models: POLO_COLOURS.flatMap(([colour, colourName]) =>
      POLO_SIZES.map(([size, stock]) => ({
        code: `${colour}-${size}`,
        name: `${colourName} ${size}`,
        stock,
      })),
    ),
    saleFrom: '2025-04-01',
    saleTo: null,
  },
  {
    id: 132,
    code: 'JG-WR-SC',
    name: '学会オリジナル スクラブ',
    category: 'ウェア',
    description: '内視鏡室で使いやすい、ポケットの多いスクラブ（上衣のみ）。',
    price: 5200,
    maxQuantity: 3,
    models: models(['NV-M', 'ネイビー M', 8], ['NV-L', 'ネイビー L', 6]),
    saleFrom: '2026-06-01',
    saleTo: null,
  },
  {
    id: 141,
    code: 'JG-JN-46',
    name: '学会誌「消化器内視鏡技術」第46巻 合本',
    category: '学会誌',
    description: '販売を終了しました。',
    price: 3000,
    maxQuantity: 1,
    models: models(['STD', '合本', 0]),
    saleFrom: '2023-04-01',
    saleTo: '2026-03-31',
  },
];

/** 10% consumption tax on a tax-excluded amount, rounded down (the society's rule). */
export const taxOn = (amount: number): number => Math.floor(amount * TAX_RATE);

const HANAKO = 1;
const HANAKO_HOME: ShippingAddress = {
  name: '内視鏡 花子',
  postalCode: '113-0033',
  address1: '東京都文京区本郷3-14-8',
  address2: 'グリーンハイツ本郷 205',
};

function order(
  fields: Pick<ProductOrder, 'id' | 'productId' | 'productModel' | 'quantity' | 'orderedAt'> &
    Partial<Pick<ProductOrder, 'shippedAt' | 'cancelledAt'>>,
): ProductOrder {
  const product = products.find((candidate) => candidate.id === fields.productId);
  const model = product?.models.find((candidate) => candidate.code === fields.productModel);
  if (!product || !model) throw new Error(`order ${fields.id}: unknown product or model`);
  const subtotal = product.price * fields.quantity;
  const tax = taxOn(subtotal);
  return {
    memberId: HANAKO,
    orderNo: `PO-${fields.orderedAt.slice(0, 4)}-${String(fields.id).padStart(6, '0')}`,
    productName: product.name,
    productModelName: model.name,
    unitPrice: product.price,
    subtotal,
    tax,
    total: subtotal + tax,
    shipTo: HANAKO_HOME,
    shippedAt: null,
    cancelledAt: null,
    idempotencyKey: null,
    ...fields,
  };
}

export const productOrders: readonly ProductOrder[] = [
  order({
    id: 7001,
    productId: 101,
    productModel: 'STD',
    quantity: 1,
    orderedAt: '2026-05-10T20:14:31+09:00',
    shippedAt: '2026-05-14T11:00:00+09:00',
  }),
  order({
    id: 7002,
    productId: 131,
    productModel: 'NV-M',
    quantity: 2,
    orderedAt: '2026-11-02T12:40:08+09:00',
  }),
  order({
    id: 7003,
    productId: 121,
    productModel: 'GD',
    quantity: 1,
    orderedAt: '2026-09-01T08:30:00+09:00',
    cancelledAt: '2026-09-03T19:12:45+09:00',
  }),
  order({
    id: 7004,
    productId: 102,
    productModel: 'STD',
    quantity: 1,
    orderedAt: '2026-11-20T22:05:17+09:00',
  }),
];

/** A product order's payment request title. */
export const titleOfOrder = (item: ProductOrder): string =>
  `商品購入 ${item.productName}（${item.productModelName}）×${item.quantity}`;

const orderRequest = (
  item: ProductOrder,
  id: number,
  fields: Partial<PaymentRequest> = {},
): PaymentRequest => ({
  id,
  memberId: item.memberId,
  purpose: 'productOrder',
  title: titleOfOrder(item),
  targetIds: [item.id],
  amount: item.total,
  issuedOn: item.orderedAt.slice(0, 10),
  // Goods are paid when ordered; an unpaid order waits two weeks (paymentRequests.ts).
  dueDate: item.orderedAt.slice(0, 10),
  ...UNPAID,
  ...fields,
});

const paidByCard = (at: string, orderId: string): Partial<PaymentRequest> => ({
  status: 'paid',
  paymentMethod: 'credit',
  paidAt: at,
  orderId,
  settlementStatus: 'completed',
  settledAt: at,
});

/** The payment requests of the seeded orders (ids 5401–). */
export const productOrderRequests: readonly PaymentRequest[] = [
  orderRequest(
    productOrders[0]!,
    5401,
    paidByCard('2026-05-10T20:16:02+09:00', 'JG-20260510-0012345-01'),
  ),
  orderRequest(
    productOrders[1]!,
    5402,
    paidByCard('2026-11-02T12:42:55+09:00', 'JG-20261102-0012345-01'),
  ),
  orderRequest(productOrders[2]!, 5403, { status: 'cancelled' }),
  orderRequest(productOrders[3]!, 5404, { dueDate: '2026-12-04' }),
];
