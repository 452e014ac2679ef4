/**
 * The tax breakdown an invoice-compliant receipt (適格簡易請求書) must show: per tax rate the
 * tax-inclusive amount and its consumption tax, rounded down once per rate (not per line).
 */

/** 0.1 = 10%, 0.08 = 8% (軽減税率), 0 = 非課税, null = 不課税 (outside consumption tax: dues). */
export type TaxRate = 0 | 0.08 | 0.1 | null;

export interface ReceiptLine {
  label: string;
  /** Tax-inclusive yen. */
  amount: number;
  taxRate: TaxRate;
}

export interface TaxGroup {
  taxRate: TaxRate;
  /** e.g. 10%対象, 非課税, 不課税 */
  label: string;
  /** Tax-inclusive total of the group's lines. */
  amount: number;
  /** Consumption tax included in `amount`; null where no consumption tax applies. */
  tax: number | null;
}

const RATE_ORDER: readonly TaxRate[] = [0.1, 0.08, 0, null];

export function taxRateLabel(rate: TaxRate): string {
  if (rate === null) return '不課税';
  if (rate === 0) return '非課税';
  return `${Math.round(rate * 100)}%`;
}

export function receiptTotal(lines: readonly ReceiptLine[]): number {
  return lines.reduce((sum, line) => sum + line.amount, 0);
}

/** One group per tax rate that occurs, 10% first and 不課税 last. */
export function taxBreakdown(lines: readonly ReceiptLine[]): TaxGroup[] {
  return RATE_ORDER.flatMap((rate): TaxGroup[] => {
    const group = lines.filter((line) => line.taxRate === rate);
    if (group.length === 0) return [];
    const amount = receiptTotal(group);
    if (rate === null || rate === 0)
      return [{ taxRate: rate, label: taxRateLabel(rate), amount, tax: null }];
    const percent = Math.round(rate * 100);
    // Integer arithmetic: the tax included in a tax-inclusive amount, rounded down.
    const tax = Math.floor((amount * percent) / (100 + percent));
    return [{ taxRate: rate, label: `${percent}%対象`, amount, tax }];
  });
}

/** Whether some line bears consumption tax: only then are a receipt's amounts 税込. */
export const bearsTax = (lines: readonly ReceiptLine[]): boolean =>
  taxBreakdown(lines).some((group) => group.tax !== null);

/**
 * The note beside a receipt's amount: （税込） when it includes consumption tax; otherwise what
 * the lines are, e.g. （不課税） for dues, so no receipt claims a tax it does not include.
 */
export function amountNote(lines: readonly ReceiptLine[]): string {
  if (bearsTax(lines)) return '（税込）';
  return `（${taxBreakdown(lines)
    .map((group) => group.label)
    .join('・')}）`;
}

/** Receipts are built by demo-API code: a malformed one is a programming error, said plainly. */
export function assertValidLines(lines: readonly ReceiptLine[]): void {
  if (lines.length === 0) throw new Error('領収書の明細がありません');
  for (const line of lines) {
    if (!Number.isSafeInteger(line.amount)) {
      throw new Error(`領収書の金額は円単位の整数で指定してください: ${line.label} ${line.amount}`);
    }
    if (!RATE_ORDER.includes(line.taxRate)) {
      throw new Error(`領収書の税率が正しくありません: ${line.label} ${String(line.taxRate)}`);
    }
  }
  if (receiptTotal(lines) < 0) throw new Error('領収書の合計金額がマイナスです');
}
