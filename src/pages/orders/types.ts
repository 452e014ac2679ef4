/** GetProductOrderDetail (demo-api/calls/products.ts). */
export interface ProductOrder {
  id: number;
  orderNo: string;
  productName: string;
  productModelName: string;
  quantity: number;
  unitPrice: number;
  subtotal: number;
  tax: number;
  total: number;
  shipTo: { name: string; postalCode: string; address1: string; address2: string };
  orderedAt: string;
  shippedAt: string | null;
  cancelledAt: string | null;
  status: 'unpaid' | 'paid' | 'shipped' | 'cancelled' | 'refunded';
  statusName: string;
  paymentRequestId: number | null;
  paidAt: string | null;
  paymentMethodName: string | null;
  settlementOrderId: string | null;
  cancellable: boolean;
  receiptAvailable: boolean;
}

/** GetTaxIncludedByAmount: the tax contained in a tax-inclusive amount. */
export interface TaxIncluded {
  amount: number;
  taxRate: number;
  tax: number;
  amountExcludingTax: number;
}
