/**
 * The wire shape of goods and their orders (`Product/*`), shared by the product and order pages
 * and the demo API (demo-api/calls/products.ts documents what each call means).
 */

export type ProductCategory = '学会誌' | '書籍' | '記念品' | 'ウェア';

/** One model of a product (号, 色・サイズ); stock is kept per model. */
export interface ProductModel {
  /** Sent as the temporary order's productModel. */
  code: string;
  name: string;
  stock: number;
}

/** A product as the society keeps it. */
export interface ProductRecord {
  id: number;
  /** The society's article number. */
  code: string;
  name: string;
  category: ProductCategory;
  description: string;
  /** 本体価格 in yen, tax excluded. */
  price: number;
  /** Per order and model; the stock may allow fewer. */
  maxQuantity: number;
  models: ProductModel[];
  /** YYYY-MM-DD: first day on sale; the list shows what is on sale today. */
  saleFrom: string;
  /** Last day on sale; null while it stays on sale. */
  saleTo: string | null;
}

/**
 * GetListAvailableProduct, GetDetailProduct: `price` is the 本体価格 (tax excluded); every item is
 * taxed at 10%.
 */
export interface Product extends ProductRecord {
  /** Percent, e.g. 10. */
  taxRate: number;
  priceIncludingTax: number;
  soldOut: boolean;
  /** 在庫あり / 一部品切れ / 品切れ */
  availability: string;
}

/** GetTaxExternalByAmount: tax on top of a tax-excluded amount. */
export interface TaxExternal {
  amount: number;
  taxRate: number;
  tax: number;
  totalAmount: number;
}

/** GetTaxIncludedByAmount: the tax contained in a tax-inclusive amount. */
export interface TaxIncluded {
  amount: number;
  taxRate: number;
  tax: number;
  amountExcludingTax: number;
}

export interface ShippingAddress {
  name: string;
  postalCode: string;
  address1: string;
  address2: string;
}

/** InsertProductOrder's body: one model of one product, shipped to one address. */
export interface ProductOrderInput {
  productId: number;
  productModel: string;
  quantity: number;
  memberInfo: ShippingAddress;
  /** However often the same key is sent, it makes one order. */
  idempotencyKey: string;
}

/** An order as the society keeps it. */
export interface OrderRecord {
  id: number;
  /** Shown to the member and printed on the receipt. */
  orderNo: string;
  memberId: number;
  productId: number;
  productName: string;
  productModel: string;
  productModelName: string;
  quantity: number;
  unitPrice: number;
  /** unitPrice × quantity, tax excluded. */
  subtotal: number;
  tax: number;
  /** What the member pays: subtotal + tax. */
  total: number;
  shipTo: ShippingAddress;
  /** ISO 8601, Japan time. */
  orderedAt: string;
  shippedAt: string | null;
  cancelledAt: string | null;
  /** The client's key for InsertProductOrder: the same key never makes a second order. */
  idempotencyKey: string | null;
}

export type OrderStatus = 'unpaid' | 'paid' | 'shipped' | 'cancelled' | 'refunded';

/**
 * GetProductOrderDetail, GetOrderHistories, and the answer of InsertProductOrder and
 * CancelProductOrder: an order with its status and the request that pays it.
 */
export interface ProductOrder extends OrderRecord {
  status: OrderStatus;
  statusName: string;
  /** Percent, e.g. 10. */
  taxRate: number;
  /** The request that paid the order, or the one asking for it. */
  paymentRequestId: number | null;
  paidAt: string | null;
  paymentMethodName: string | null;
  settlementOrderId: string | null;
  cancellable: boolean;
  receiptAvailable: boolean;
}
