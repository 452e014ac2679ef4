/**
 * The demo identity provider as a small HTTP server on loopback: the provider's own endpoints
 * (discovery, authorize, token, jwks, end_session) plus the login and consent interaction.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type Provider from 'oidc-provider';
import { accountOf } from '../calls/auth';
import { passwordAccepted } from '../credentials';
import { consentPage, loginPage, LOGOUT_SCRIPT } from './pages';
import { createDemoProvider } from './provider';
import { demoIdpSettings, type DemoIdpSettings } from './settings';

const INTERACTION = /^\/interaction\/([\w-]+)(?:\/(login|confirm|abort))?$/;

async function formOf(req: IncomingMessage): Promise<URLSearchParams> {
  const chunks: Buffer[] = [];
  for await (const chunk of req as AsyncIterable<Buffer>) chunks.push(chunk);
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.statusCode = status;
  res.setHeader('content-type', `${type}; charset=utf-8`);
  res.setHeader('cache-control', 'no-store');
  res.end(body);
}

/** Grants what the portal asked for (OIDC scopes, claims and the member API's scope). */
async function grantConsent(provider: Provider, req: IncomingMessage, res: ServerResponse) {
  const details = await provider.interactionDetails(req, res);
  const accountId = details.session?.accountId;
  const clientId = String(details.params.client_id);
  const grant = details.grantId
    ? await provider.Grant.find(details.grantId)
    : new provider.Grant({ accountId, clientId });
  if (!grant) throw new Error('grant not found');
  const missing = details.prompt.details as {
    missingOIDCScope?: string[];
    missingOIDCClaims?: string[];
    missingResourceScopes?: Record<string, string[]>;
  };
  if (missing.missingOIDCScope) grant.addOIDCScope(missing.missingOIDCScope.join(' '));
  if (missing.missingOIDCClaims) grant.addOIDCClaims(missing.missingOIDCClaims);
  for (const [resource, scopes] of Object.entries(missing.missingResourceScopes ?? {})) {
    grant.addResourceScope(resource, scopes.join(' '));
  }
  const grantId = await grant.save();
  await provider.interactionFinished(
    req,
    res,
    { consent: details.grantId ? {} : { grantId } },
    { mergeWithLastSubmission: true },
  );
}

async function interaction(
  provider: Provider,
  req: IncomingMessage,
  res: ServerResponse,
  uid: string,
  action: string | undefined,
) {
  if (req.method === 'GET' && !action) {
    const details = await provider.interactionDetails(req, res);
    if (details.prompt.name === 'login') {
      send(res, 200, 'text/html', loginPage(uid, String(details.params.login_hint ?? '')));
      return;
    }
    const scopes = String(details.params.scope ?? '')
      .split(' ')
      .filter(Boolean);
    send(res, 200, 'text/html', consentPage(uid, '会員ポータル', scopes));
    return;
  }
  if (req.method !== 'POST') {
    send(res, 405, 'text/plain', 'Method Not Allowed');
    return;
  }
  if (action === 'login') {
    const form = await formOf(req);
    const login = form.get('login')?.trim() ?? '';
    const account = accountOf(login);
    if (!account || !passwordAccepted(account.login, form.get('password') ?? '')) {
      const message = 'ログインIDまたはパスワードが正しくありません。';
      send(res, 200, 'text/html', loginPage(uid, login, message));
      return;
    }
    await provider.interactionFinished(req, res, { login: { accountId: account.login } });
  } else if (action === 'confirm') {
    await grantConsent(provider, req, res);
  } else {
    await provider.interactionFinished(
      req,
      res,
      { error: 'access_denied', error_description: '利用者が許可しませんでした' },
      { mergeWithLastSubmission: false },
    );
  }
}

export interface DemoIdp {
  issuer: string;
  close(): Promise<void>;
}

/** Starts the demo provider on 127.0.0.1 (settings from the environment unless given). */
export async function startDemoIdp(
  settings: DemoIdpSettings = demoIdpSettings(),
): Promise<DemoIdp> {
  const provider = await createDemoProvider(settings);
  provider.on('server_error', (_ctx, error) => console.error('[demo-idp] server error:', error));
  const callback = provider.callback();
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', settings.issuer).pathname;
    if (path === '/assets/logout.js') {
      send(res, 200, 'text/javascript', LOGOUT_SCRIPT);
      return;
    }
    const match = INTERACTION.exec(path);
    if (!match?.[1]) {
      callback(req, res);
      return;
    }
    interaction(provider, req, res, match[1], match[2]).catch((error: unknown) => {
      console.error('[demo-idp] interaction failed:', error);
      // An expired or unknown interaction: the member starts again from the portal.
      if (!res.headersSent) {
        send(res, 400, 'text/html', loginPageExpired());
      }
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(settings.port, '127.0.0.1', () => resolve());
  });
  return {
    issuer: settings.issuer,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function loginPageExpired(): string {
  return '<!DOCTYPE html><html lang="ja"><head><meta charset="utf-8"><title>期限切れ</title></head><body><main><h1>操作の有効期限が切れました</h1><p>会員ポータルからもう一度ログインしてください。</p></main></body></html>';
}
