// Re-tries, from outside over HTTP, what an audit of the demo member API found lenient: each
// probe prints the request and the answer (status, ABP message or what came back). Run against a
// started portal: `npm start`, then `node scripts/probeDemoApi.mjs [http://localhost:4173]`.
import { createHmac } from 'node:crypto';

const BASE = process.argv[2] ?? 'http://localhost:4173';
const APP = `${BASE}/api/services/app`;
const PASSWORD = 'demo-pass-2026';

async function call(method, url, { token, json, body, headers = {} } = {}) {
  const response = await fetch(url, {
    method,
    headers: {
      ...headers,
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(json !== undefined ? { 'Content-Type': 'application/json' } : {}),
    },
    body: json !== undefined ? JSON.stringify(json) : body,
    duplex: 'half',
  });
  const text = await response.text();
  let answer = text.slice(0, 120);
  try {
    const parsed = JSON.parse(text);
    answer = parsed.error
      ? `${parsed.error.message}${parsed.error.details ? ` / ${parsed.error.details}` : ''}${
          parsed.error.validationErrors?.length
            ? ` / ${parsed.error.validationErrors.map((item) => item.message).join('; ')}`
            : ''
        }`
      : JSON.stringify(parsed.result).slice(0, 120);
  } catch {
    // not JSON: the text as it came
  }
  return { status: response.status, answer, headers: response.headers };
}

const signIn = async (login, password = PASSWORD) =>
  (
    await (
      await fetch(`${BASE}/api/TokenAuth/Authenticate`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ userNameOrEmailAddress: login, password }),
      })
    ).json()
  ).result?.accessToken;

function show(finding, request, { status, answer }) {
  console.log(`\n${finding}\n  ${request}\n  → ${status} ${answer}`);
}

const temp = await signIn('demo-temp');
for (const [name, method, query, json] of [
  ['Event/InsertParticipant', 'POST', '', { eventId: 108, agreeTerms: true }],
  ['Event/GetListEventRecruiting', 'GET', ''],
  ['Event/GetDetailEventSection', 'GET', '?id=108'],
  ['ParticipationHistory/GetListParticipationHistory', 'GET', ''],
  ['Receipt/ExportExcelPointHistoryPersonal', 'GET', ''],
  ['Product/GetOrderHistories', 'GET', ''],
  ['Product/GetListAvailableProduct', 'GET', ''],
])
  show(
    'Paid-only calls, as demo-temp:',
    `${method} ${name}${query}`,
    await call(method, `${APP}/${name}${query}`, { token: temp, json }),
  );

const member = await signIn('demo-member');
const captured = await signIn('demo-member');
await call('POST', `${BASE}/api/TokenAuth/Logout`, { token: captured });
show(
  'A token captured before logout:',
  'GET Common/GetDetailMember',
  await call('GET', `${APP}/Common/GetDetailMember`, { token: captured }),
);

const probe = 'demo-read';
let lastWrong;
for (let attempt = 0; attempt < 6; attempt += 1)
  lastWrong = await call('POST', `${BASE}/api/TokenAuth/Authenticate`, {
    json: { userNameOrEmailAddress: probe, password: 'wrong-password' },
  });
show(`Six wrong passwords for ${probe}, the sixth:`, 'POST TokenAuth/Authenticate', lastWrong);
show(
  '… then the right one:',
  'POST TokenAuth/Authenticate',
  await call('POST', `${BASE}/api/TokenAuth/Authenticate`, {
    json: { userNameOrEmailAddress: probe, password: PASSWORD },
  }),
);

// A token for demo-admin expiring in 2100, signed with the constant earlier demos used.
const payload = Buffer.from(
  JSON.stringify({ sub: 'demo-admin', jti: 'x', exp: 4102444800 }),
).toString('base64url');
const forged = `${payload}.${createHmac('sha256', 'jgets-member-portal-demo-api').update(payload).digest('base64url')}`;
show(
  'A token signed with the old built-in key:',
  'GET Common/GetListMember',
  await call('GET', `${APP}/Common/GetListMember`, { token: forged }),
);
show(
  'Card verification by a member:',
  'POST Application/VerifyDigitalMembershipCard',
  await call('POST', `${APP}/Application/VerifyDigitalMembershipCard`, {
    token: member,
    json: { payload: 'JGETS1.x.y' },
  }),
);

show(
  '100 MB of JSON, no token, unknown path:',
  'POST /api/nope (Content-Length 100 MB)',
  await call('POST', `${BASE}/api/nope`, {
    body: new Uint8Array(100 * 1024 * 1024),
    headers: { 'Content-Type': 'application/json' },
  }),
);

const details = await (
  await fetch(`${APP}/Common/GetDetailMember`, { headers: { Authorization: `Bearer ${member}` } })
).json();
show(
  'A surname written as a formula:',
  'PUT Common/UpdateMember lastName =HYPERLINK("//x.jp")',
  await call('PUT', `${APP}/Common/UpdateMember`, {
    token: member,
    json: { ...details.result.data, lastName: '=HYPERLINK("//x.jp")' },
  }),
);

const admin = await signIn('demo-admin');
show(
  'Every member at once:',
  'GET Common/GetListMember?allItems=true',
  await call('GET', `${APP}/Common/GetListMember?allItems=true`, { token: admin }),
);
show(
  '900 sort keys:',
  'GET Common/GetListMember?Sorting=memberNo ASC ×900',
  await call(
    'GET',
    `${APP}/Common/GetListMember?Sorting=${encodeURIComponent(Array(900).fill('memberNo ASC').join(','))}`,
    { token: admin },
  ),
);

show('Cache-Control of a personal answer:', 'GET Common/GetDetailMember', {
  status: 200,
  answer: (await call('GET', `${APP}/Common/GetDetailMember`, { token: member })).headers.get(
    'cache-control',
  ),
});
