/**
 * A request whose attempt the member retried under a new order id (status and settlement
 * `replaced`): nothing was charged under it, and the retry's request is the one that counts.
 */
export const REPLACED_NAME = 'やり直したため無効';

/**
 * Why the replaced attempt did not go through, as the member knows it happened, by the request's
 * `replacedReason` (src/api/payments.ts ReplacedReason).
 */
export const REPLACED_REASONS = [
  { id: 'declined', name: 'カード会社で承認されませんでした' },
  { id: 'cancelled', name: '決済画面でキャンセルされました' },
  { id: 'abandoned', name: '決済画面での手続きが完了しませんでした' },
] as const;

/** 「（カード会社で承認されませんでした）」: the reason in brackets, or nothing when unknown. */
export function reasonInBrackets(reason: string | null): string {
  const name = REPLACED_REASONS.find((item) => item.id === reason)?.name;
  return name ? `（${name}）` : '';
}
