/**
 * The provider's own pages, in Japanese: sign-in, consent and sign-out. Plain forms, labelled
 * inputs, no inline script (the sign-out page's auto-submit is a separate file).
 */
import type { KoaContextWithOIDC } from 'oidc-provider';

const STYLE = `body{font-family:system-ui,sans-serif;background:#f4f6f8;color:#1a1a1a;margin:0}
main{max-width:26rem;margin:3rem auto;background:#fff;padding:2rem;border-radius:8px;box-shadow:0 1px 4px rgba(0,0,0,.2)}
h1{font-size:1.4rem;margin-top:0}label{display:block;margin:1rem 0 .25rem;font-weight:bold}
input{width:100%;box-sizing:border-box;padding:.6rem;font-size:1rem;border:1px solid #666;border-radius:4px}
button{display:block;width:100%;margin-top:1rem;padding:.7rem;font-size:1rem;border-radius:4px;border:1px solid #0d47a1;cursor:pointer}
button.primary{background:#0d47a1;color:#fff}button.secondary{background:#fff;color:#0d47a1}
button:focus-visible,input:focus-visible{outline:3px solid #ff9800;outline-offset:2px}
.error{color:#b71c1c;font-weight:bold}ul{padding-left:1.2rem}`;

export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (char) =>
      ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char] ?? char,
  );
}

function layout(title: string, body: string, script?: string): string {
  const scriptTag = script ? `<script src="${script}" defer></script>` : '';
  return `<!DOCTYPE html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}｜デモ外部認証サービス</title><style>${STYLE}</style>${scriptTag}</head>
<body><main><p>デモ外部認証サービス</p><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

export function loginPage(uid: string, login: string, error?: string): string {
  const message = error
    ? `<p class="error" role="alert" id="login-error">${escapeHtml(error)}</p>`
    : '';
  const described = error ? ' aria-describedby="login-error" aria-invalid="true"' : '';
  return layout(
    'ログイン',
    `${message}<form method="post" action="/interaction/${escapeHtml(uid)}/login">
<label for="login">ログインID</label>
<input id="login" name="login" autocomplete="username" required value="${escapeHtml(login)}"${described}${login ? '' : ' autofocus'}>
<label for="password">パスワード</label>
<input id="password" name="password" type="password" autocomplete="current-password" required${described}${login ? ' autofocus' : ''}>
<button class="primary" type="submit">ログイン</button></form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button class="secondary" type="submit">キャンセル</button></form>`,
  );
}

const SCOPE_LABELS: Record<string, string> = {
  openid: 'あなたを識別する番号',
  profile: '氏名とログインID',
  'member-api': '会員ポータルの利用（会員情報の参照・更新）',
};

export function consentPage(uid: string, clientName: string, scopes: string[]): string {
  const items = scopes.map((scope) => `<li>${escapeHtml(SCOPE_LABELS[scope] ?? scope)}</li>`);
  return layout(
    '利用の許可',
    `<p>${escapeHtml(clientName)}が次の情報を利用することを許可しますか？</p><ul>${items.join('')}</ul>
<form method="post" action="/interaction/${escapeHtml(uid)}/confirm"><button class="primary" type="submit" autofocus>許可する</button></form>
<form method="post" action="/interaction/${escapeHtml(uid)}/abort"><button class="secondary" type="submit">許可しない</button></form>`,
  );
}

/** RP-initiated logout: the portal asked for it, so the form submits itself (logout.js). */
export function logoutPage(ctx: KoaContextWithOIDC, form: string): void {
  ctx.type = 'html';
  ctx.body = layout(
    'ログアウト',
    `<p>外部認証サービスからログアウトします。</p>${form}
<button class="primary" type="submit" form="op.logoutForm" value="yes" name="logout" id="logout-yes" autofocus>ログアウトする</button>
<button class="secondary" type="submit" form="op.logoutForm">ログインしたままにする</button>`,
    '/assets/logout.js',
  );
}

/** Submits the sign-out form the portal asked for; without script the button does the same. */
export const LOGOUT_SCRIPT = `document.getElementById('logout-yes')?.click();\n`;
