/** What the goods calls answer (demo-api/calls/products.ts documents each call's meaning). */

export interface ProductModel {
  code: string;
  name: string;
  stock: number;
}

/** GetDetailProduct: `price` is the 本体価格 (tax excluded); every item is taxed at 10%. */
export interface Product {
  id: number;
  code: string;
  name: string;
  category: string;
  description: string;
  price: number;
  priceIncludingTax: number;
  maxQuantity: number;
  models: ProductModel[];
  soldOut: boolean;
}

/** GetTaxExternalByAmount: tax on top of a tax-excluded amount. */
export interface TaxExternal {
  amount: number;
  taxRate: number;
  tax: number;
  totalAmount: number;
}

/** The fields of GetDetailMember the order form is prefilled from. */
export interface MemberAddress {
  name: string;
  postalCode: string;
  prefectureId: number | null;
  address1: string;
  address2: string;
}

/** InsertProductOrder's answer: the order, with the request that asks for its payment. */
export interface PlacedOrder {
  id: number;
  orderNo: string;
  total: number;
  paymentRequestId: number | null;
}
