import { draftStore } from '../../providers/drafts';
import { validateJapaneseCharacters } from '../../validation/japaneseCharacters';
import type { Product, ProductOrderInput } from '../../api/products';

/**
 * The temporary product order of SPEC §3, between the order form and the confirmation page.
 * Kept per member in sessionStorage (drafts.ts): a reload or signing in again keeps it; placing
 * the order clears it. It is InsertProductOrder's body as sent; its quantity starts at 0 (the
 * member chooses how many).
 */
export type ProductOrderDraft = ProductOrderInput;

export const orderDraft = draftStore<ProductOrderDraft>('productOrderDraft');

export type DraftField = 'productModel' | 'quantity' | keyof ProductOrderDraft['memberInfo'];

const POSTAL_CODE = /^\d{3}-?\d{4}$/;

/** What is wrong with a draft before it may be confirmed, by field (first message each). */
export function draftErrors(
  draft: ProductOrderDraft,
  product: Product,
): Partial<Record<DraftField, string>> {
  const errors: Partial<Record<DraftField, string>> = {};
  const model = product.models.find((candidate) => candidate.code === draft.productModel);
  if (!model) errors.productModel = '種類を選択してください';
  else if (model.stock === 0) errors.productModel = `${model.name}は品切れです`;
  const limit = Math.min(product.maxQuantity, model?.stock ?? product.maxQuantity);
  if (!Number.isInteger(draft.quantity) || draft.quantity < 1) {
    errors.quantity = '数量を1以上にしてください（0のままではご注文いただけません）';
  } else if (model && model.stock > 0 && draft.quantity > limit) {
    errors.quantity =
      limit < product.maxQuantity
        ? `在庫が不足しています（残り${limit}点です）`
        : `1回のご注文は${limit}点までです`;
  }
  const { name, postalCode, address1, address2 } = draft.memberInfo;
  const text = (field: DraftField, value: string, label: string, max: number, required = true) => {
    const message = !value.trim()
      ? required
        ? `${label}を入力してください`
        : undefined
      : [...value].length > max
        ? `${label}は${max}文字以内で入力してください`
        : validateJapaneseCharacters(value);
    if (message) errors[field] = message;
  };
  text('name', name, 'お名前', 50);
  if (!POSTAL_CODE.test(postalCode.trim())) {
    errors.postalCode = '郵便番号は123-4567の形式で入力してください';
  }
  text('address1', address1, '住所', 100);
  text('address2', address2, '建物名・部屋番号', 100, false);
  return errors;
}
