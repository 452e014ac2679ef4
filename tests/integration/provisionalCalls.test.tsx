import { screen, waitFor } from '@testing-library/react';
import { resources } from '../../resources';
import { contract, type CallName } from '../../src/api/contract';
import { resourceRoutes } from '../../src/generator/resourceRoutes';
import { pageRoutes } from '../../src/pages/routes';
import { server } from '../msw';
import { renderApp, signInAs } from '../renderApp';

/**
 * The member pages a provisional member may open (no paid_admission_fee, not staff's): each is
 * rendered as she opens it, and every call it makes must be answered, none refused. The API
 * refuses a call from its contract entry's `access`, so a page open to her that needs a paid call
 * fails here, whichever way it makes the call (its own code, a resource view, a shared widget).
 */
const OPEN_PAGES = [...pageRoutes, ...resources.flatMap(resourceRoutes)]
  .filter(
    (route) =>
      !route.meta.staff &&
      !route.meta.permissions?.includes('paid_admission_fee') &&
      !route.path.includes(':'),
  )
  .map((route) => route.path);

/** Every answer the pages get, by call name, while the test runs. */
function recordAnswers() {
  const answers: { call: string; status: number }[] = [];
  let pending = 0;
  server.events.on('request:start', () => {
    pending += 1;
  });
  server.events.on('response:mocked', ({ request, response }) => {
    pending -= 1;
    answers.push({
      call: new URL(request.url).pathname.split('/').at(-1) ?? '',
      status: response.status,
    });
  });
  return { answers, pending: () => pending };
}

describe('the pages a provisional member may open', () => {
  it('are the member pages without paid_admission_fee', () => {
    expect(OPEN_PAGES).toEqual(
      expect.arrayContaining(['/members/MemberInfo', '/MembershipFeeDetail', '/payment']),
    );
  });

  it.each(OPEN_PAGES)('make no call the API refuses her: %s', async (path) => {
    await signInAs('demo-temp');
    const { answers, pending } = recordAnswers();
    renderApp(path);
    expect(await screen.findByRole('main')).toBeInTheDocument();
    // Settled: the calls the page started have all been answered, and no new one follows.
    await waitFor(() => expect(pending()).toBe(0));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await waitFor(() => expect(pending()).toBe(0));
    const refused = answers.filter(({ status }) => status === 401 || status === 403);
    expect(refused).toEqual([]);
    // What she was answered, she may call: no paid or staff call slipped through another way.
    for (const { call } of answers) {
      const access = Object.hasOwn(contract, call) ? contract[call as CallName].access : 'signedIn';
      expect([call, access]).toEqual([call, expect.stringMatching(/^(anonymous|signedIn)$/)]);
    }
  });
});
