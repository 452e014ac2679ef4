/**
 * The demo card provider's checkout page (DESIGN §6), served by the demo API at the contract's
 * `DemoCheckout` path. FetchPaymentUrl sends the browser here with the attempt's order id and
 * secret; the page is plain HTML (no script: a Content-Security-Policy may forbid it) whose form
 * POSTs the member's choice back. The outcome is recorded against the order id on the server and
 * the browser is sent back to the portal with a 303, as a real provider does; the portal then
 * asks UpdatePaymentServiceStatus, which reads the record, never the query string.
 */
import { http, HttpResponse } from 'msw';
import { pathOf } from '../src/api/contract';
import { SOCIETY_ISSUER } from './documents';
import { attemptOf, recordOutcome, type CheckoutAttempt } from './paymentRequests';

export const PROVIDER_NAME = 'デモ決済サービス';
/** What the provider says when the demo's 失敗させる button declines the card. */
export const DECLINED_MESSAGE =
  'カード会社で取引が承認されませんでした（エラーコード G12）。別のカードをお使いいただくか、カード会社にお問い合わせください。';

/** Where FetchPaymentUrl sends the browser for an attempt. */
export function checkoutUrl(origin: string, attempt: CheckoutAttempt): string {
  const url = new URL(pathOf('DemoCheckout'), origin);
  url.searchParams.set('orderId', attempt.orderId);
  url.searchParams.set('accessId', attempt.accessId);
  return url.toString();
}

const ACTIONS = { pay: 'paid', fail: 'failed', cancel: 'cancelled' } as const;
type Action = keyof typeof ACTIONS;

const escapeHtml = (text: string): string =>
  text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

const yen = (amount: number) => `${new Intl.NumberFormat('ja-JP').format(amount)}円`;

function htmlPage(title: string, body: string, status = 200): Response {
  const html = `<!doctype html>
<html lang="ja">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} | ${PROVIDER_NAME}</title></head>
<body>
<header><p>${PROVIDER_NAME}（デモ）</p></header>
<main>
<h1>${escapeHtml(title)}</h1>
${body}
</main>
</body>
</html>`;
  return new HttpResponse(html, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' },
  });
}

const notFound = () =>
  htmlPage(
    'お支払い手続きが見つかりません',
    '<p>URLが正しくないか、手続きの有効期限が切れています。会員ポータルからやり直してください。</p>',
    404,
  );

/** The attempt the order id and secret name, if both match. */
function attemptFor(orderId: string | null, accessId: string | null): CheckoutAttempt | null {
  const attempt = orderId ? attemptOf(orderId) : undefined;
  return attempt && attempt.accessId === accessId ? attempt : null;
}

/** The portal's /payment for the attempt: it asks the API where the payment stands. */
function portalUrl(attempt: CheckoutAttempt): string {
  const url = new URL(attempt.returnUrl);
  url.searchParams.set('orderId', attempt.orderId);
  url.searchParams.set('result', attempt.outcome ?? 'pending');
  return url.toString();
}

const backToPortal = (attempt: CheckoutAttempt): Response =>
  new HttpResponse(null, { status: 303, headers: { Location: portalUrl(attempt) } });

/** Reached again (browser history) after a retry, a cash payment or a withdrawal closed it. */
const voided = (attempt: CheckoutAttempt) =>
  htmlPage(
    'この手続きは無効になりました',
    `<p>この決済手続き（注文番号 ${escapeHtml(attempt.orderId)}）は、お支払いをやり直したか、ご請求がお支払い済みまたは取り消しになったため無効です。この手続きでカードに請求されることはありません。</p>
<p><a href="${escapeHtml(portalUrl(attempt))}">会員ポータルでお支払いの状況を確認する</a></p>`,
    409,
  );

function checkoutForm(attempt: CheckoutAttempt): string {
  const hidden = (name: string, value: string) =>
    `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  return `<dl>
<dt>ご利用先</dt><dd>${escapeHtml(SOCIETY_ISSUER.name)}</dd>
<dt>内容</dt><dd>${escapeHtml(attempt.title)}</dd>
<dt>お支払い金額</dt><dd>${yen(attempt.amount)}</dd>
<dt>注文番号</dt><dd>${escapeHtml(attempt.orderId)}</dd>
</dl>
<p>これはデモの決済画面です。カード番号の入力はなく、実際の請求は発生しません。</p>
<form method="post" action="${pathOf('DemoCheckout')}">
${hidden('orderId', attempt.orderId)}
${hidden('accessId', attempt.accessId)}
<button type="submit" name="action" value="pay">支払う</button>
<button type="submit" name="action" value="fail">失敗させる（カード承認エラー）</button>
<button type="submit" name="action" value="cancel">キャンセル</button>
</form>`;
}

export const checkoutHandlers = [
  http.get(`*${pathOf('DemoCheckout')}`, ({ request }) => {
    const query = new URL(request.url).searchParams;
    const attempt = attemptFor(query.get('orderId'), query.get('accessId'));
    if (!attempt) return notFound();
    if (attempt.outcome === 'void') return voided(attempt);
    if (attempt.outcome !== null) return backToPortal(attempt);
    return htmlPage('カード決済', checkoutForm(attempt));
  }),

  http.post(`*${pathOf('DemoCheckout')}`, async ({ request }) => {
    const form = await request.formData().catch(() => null);
    const field = (name: string) => {
      const value = form?.get(name);
      return typeof value === 'string' ? value : null;
    };
    const attempt = attemptFor(field('orderId'), field('accessId'));
    if (!attempt) return notFound();
    if (attempt.outcome === 'void') return voided(attempt);
    const action = field('action');
    if (attempt.outcome === null) {
      if (!action || !Object.hasOwn(ACTIONS, action)) {
        return htmlPage('操作が正しくありません', checkoutForm(attempt), 400);
      }
      const outcome = ACTIONS[action as Action];
      recordOutcome(attempt, outcome, outcome === 'failed' ? DECLINED_MESSAGE : null);
    }
    // A repeated submission changes nothing: the first answer stands and is sent back again.
    return backToPortal(attempt);
  }),
];
