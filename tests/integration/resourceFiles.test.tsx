import { screen, within } from '@testing-library/react';
import { resources } from '../../resources';
import menu from '../../resources/menu';
import { createApiClient } from '../../src/api/client';
import { SINGLETON_ID } from '../../src/generator/recordId';
import { resourceProblems, type View } from '../../src/generator/schema';
import { holdsValue } from '../../src/generator/rowValues';
import { createDataProvider } from '../../src/providers/dataProvider';
import { session } from '../../src/providers/session';
import { resourceRoutes } from '../../src/generator/resourceRoutes';
import { pageRoutes, publicRoutes } from '../../src/routes';
import { renderApp, signInAs } from '../renderApp';
import { SPEC_ROUTES, isBeyondSpec } from '../spec';
import userEvent from '@testing-library/user-event';
import type { RaRecord } from 'react-admin';

const SPEC_PATHS = new Set(SPEC_ROUTES.map((path) => path.toLowerCase()));

/**
 * The staff pages, as their own routes declare them: SPEC §2 fixes the member pages, and a staff
 * page beyond it (the venue's door, 会場受付) needs no list meant for them.
 */
const STAFF_PATHS = new Set(
  [...pageRoutes, ...resources.flatMap(resourceRoutes)]
    .filter((route) => route.meta.staff)
    .map((route) => route.path.toLowerCase()),
);

/**
 * A route of a resource is a URL of SPEC §2, a record's page under one of its lists, a page its
 * route declares for staff, or a page of a sidebar entry resources/menu.ts declares beyond SPEC.
 */
const inSpec = (path: string) =>
  SPEC_PATHS.has(path.toLowerCase()) ||
  STAFF_PATHS.has(path.toLowerCase()) ||
  isBeyondSpec(path) ||
  [...SPEC_PATHS].some((spec) => path.toLowerCase().startsWith(`${spec}/:id`));

describe('resource files (resources/*.ts)', () => {
  it('are found', () => {
    expect(resources.map((definition) => definition.name)).toContain('notices');
  });

  it.each(resources.map((definition) => [definition.name, definition] as const))(
    '%s passes the schema, its routes URLs of SPEC §2',
    (_name, definition) => {
      expect(resourceProblems([definition])).toEqual([]);
      const routes = [
        ...Object.values(definition.routes),
        ...[definition.embeddedIn ?? '/'].flat(),
      ];
      expect(routes.filter((path) => path !== '/' && !inSpec(path))).toEqual([]);
    },
  );

  it('the schema refuses what a type cannot: a missing route, a foreign label, a bad slot', () => {
    const notices = resources.find((definition) => definition.name === 'notices')!;
    expect(resourceProblems([{ ...notices, routes: { list: '/notices' } }])).toEqual([
      'notices: show: a route needs fields and back',
    ]);
    expect(resourceProblems([{ ...notices, label: 'Notices' }])).toEqual([
      'notices: label labels are Japanese',
    ]);
    expect(
      resourceProblems([
        { ...notices, list: { before: [{ component: 'unreadResult', kind: 'withdrawal' }] } },
      ]).length,
    ).toBeGreaterThan(0);
    expect(resourceProblems([{ ...notices, singleton: true }])).toEqual([
      'notices: a singleton has no list and no :id',
    ]);
    const members = resources.find((definition) => definition.name === 'members')!;
    const [postalCode] = members.fields.filter((field) => field.fills);
    expect(
      resourceProblems([
        {
          ...members,
          fields: [
            ...members.fields.filter((field) => field !== postalCode),
            {
              ...postalCode,
              section: 'nowhere',
              fills: { prefecture: 'pref', address: 'address1', building: 'address2' },
            },
          ],
        },
      ]),
    ).toEqual([
      `members: ${postalCode!.source}: no such section`,
      `members: ${postalCode!.source}: fills pref, not a field`,
    ]);
  });

  it('have unique names and routes', () => {
    const names = resources.map((definition) => definition.name);
    const paths = resources.flatMap((definition) => Object.values(definition.routes));
    expect(new Set(names).size).toBe(names.length);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it.each(
    resources
      .filter((definition) => definition.api)
      .map((definition) => [definition.name, definition] as const),
  )('%s renders its list and show views against the demo API', async (_name, definition) => {
    if (definition.singleton) {
      // The signed-in member's own record: its page, with a value of the record in it.
      await signInAs('demo-member');
      renderApp(definition.routes.show!);
      const title = definition.titles?.show ?? `${definition.label}詳細`;
      expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeVisible();
      expect(await screen.findByText('0012345', {}, { timeout: 20000 })).toBeVisible();
      return;
    }
    await signInAs(definition.staff || !definition.permission ? 'demo-admin' : 'demo-member');
    renderApp(definition.routes.list ?? [definition.embeddedIn ?? '/'].flat()[0]!);
    // The first render in a file loads react-admin: give it room on a busy machine.
    // A list with rows shows its count; an empty one (e.g. demo-member's approved extensions)
    // its own empty text.
    const emptyText = definition.list?.emptyText;
    const rendered = (text: string) => /全\d+件中/.test(text) || text === emptyText;
    expect(await screen.findByText(rendered, {}, { timeout: 20000 })).toBeVisible();
    if (definition.routes.show && definition.recordTitle) {
      const [firstRow] = screen.getAllByRole('row').slice(1);
      const link = within(firstRow!).getAllByRole('link')[0]!;
      const name = link.textContent ?? '';
      await userEvent.setup().click(link);
      const title = definition.titles?.show ?? `${definition.label}詳細`;
      expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeVisible();
      // The record itself, not only the page around it: a failed read shows no value of it.
      expect((await screen.findAllByText(name, {}, { timeout: 10000 })).length).toBeGreaterThan(0);
      expect(screen.queryByRole('alert')).toBeNull();
    }
  });
});

describe('resource fields against the demo API', () => {
  const provider = createDataProvider(
    createApiClient({
      baseUrl: 'http://localhost:3000',
      identity: session.identity,
      onUnauthorized: () => undefined,
      onWarning: () => undefined,
    }),
    resources,
  );
  /** The demo accounts, each with its own data: between them, every state a record takes. */
  const ACCOUNTS = ['demo-member', 'demo-fee', 'demo-venue', 'demo-temp', 'demo-admin'];
  const STAFF = ['demo-admin'];
  /**
   * Fields no seeded record holds, by resource, each for its reason: no demo member has an
   * approved extension (demo-member's was rejected, and one approved would move a member's
   * qualification dates).
   */
  const NOT_SEEDED: Readonly<Record<string, readonly string[]>> = {
    approvedExtension: ['expiryDate', 'extendedUntil', 'appliedAt', 'decidedAt'],
  };
  /** The sources of a view's fields none of the records holds a value in. */
  const unsent = (
    definition: (typeof resources)[number],
    view: View,
    records: readonly RaRecord[],
  ) =>
    definition.fields
      .filter((field) => field.views.includes(view))
      .map((field) => field.source)
      .filter((source) => !records.some((record) => holdsValue(record[source])));

  // Types check the names a file writes against the contract's; this checks the contract's
  // against what the demo API sends: a field it never sends would show an empty column.
  it.each(resources.map((definition) => [definition.name, definition] as const))(
    '%s: every field has a value in a record the demo API answers',
    async (name, definition) => {
      const rows: RaRecord[] = [];
      const records: RaRecord[] = [];
      for (const account of definition.staff ? STAFF : ACCOUNTS) {
        await signInAs(account);
        const answered = definition.api.list
          ? await provider
              .getList(name, {
                pagination: { page: 1, perPage: 100 },
                sort: definition.list?.sort ?? { field: 'id', order: 'ASC' },
                filter: definition.list?.filter ?? {},
              })
              // A page the account may not open (a provisional member's paid pages).
              .then(
                ({ data }) => data,
                () => [],
              )
          : [];
        rows.push(...answered);
        const ids = definition.singleton
          ? [SINGLETON_ID]
          : answered.slice(0, 10).map((row) => row.id);
        if (definition.api.one) {
          for (const id of ids) records.push((await provider.getOne(name, { id })).data);
        }
      }
      expect(unsent(definition, 'list', rows)).toEqual(NOT_SEEDED[name] ?? []);
      expect(unsent(definition, 'show', records)).toEqual([]);
      expect(unsent(definition, 'edit', records)).toEqual([]);
    },
  );
});

describe('routes', () => {
  it('route every URL of SPEC §2', () => {
    const routed = new Set(
      [...pageRoutes, ...publicRoutes, ...resources.flatMap(resourceRoutes)].map((entry) =>
        entry.path.toLowerCase(),
      ),
    );
    routed.add('/');
    expect(SPEC_ROUTES.filter((path) => !routed.has(path.toLowerCase()))).toEqual([]);
  });
});

describe('the sidebar file (resources/menu.ts)', () => {
  it('routes every member entry to a page of SPEC §2, every staff entry to a staff page', () => {
    const routed = new Set(
      [...pageRoutes, ...resources.flatMap(resourceRoutes)].map((route) =>
        route.path.toLowerCase(),
      ),
    );
    for (const entry of menu) {
      if (entry === 'divider') continue;
      const links = 'subheader' in entry ? entry.links : (entry.children ?? [entry]);
      const staff = 'subheader' in entry && entry.staff;
      // An entry beyond SPEC §2 says so (`beyondSpec`) and needs a page of its own.
      for (const link of links)
        expect(
          (staff ? STAFF_PATHS : link.beyondSpec ? routed : SPEC_PATHS).has(
            link.path.toLowerCase(),
          ),
          link.path,
        ).toBe(true);
    }
  });
});
