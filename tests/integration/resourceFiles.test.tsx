import { screen, within } from '@testing-library/react';
import { z } from 'zod';
import { resources } from '../../resources';
import menu from '../../resources/menu';
import { callNames } from '../../src/api/contract';
import { PERMISSIONS } from '../../src/providers/access';
import { resourceRoutes } from '../../src/generator/resourceRoutes';
import { pageRoutes, publicRoutes } from '../../src/pages/routes';
import { renderApp, signInAs } from '../renderApp';
import { SPEC_ROUTES } from '../spec';
import userEvent from '@testing-library/user-event';

const SPEC_PATHS = new Set(SPEC_ROUTES.map((path) => path.toLowerCase()));

const VIEWS = ['list', 'show', 'edit', 'create'] as const;
const FIELD_TYPES = [
  'text',
  'longText',
  'number',
  'yen',
  'date',
  'datetime',
  'boolean',
  'status',
  'html',
  'email',
  'tel',
  'postalCode',
  'download',
  'files',
  'link',
  'lookup',
] as const;
const japanese = z.string().regex(/[\u3040-\u30ff\u4e00-\u9fff]/, 'labels are Japanese');
const route = z
  .string()
  .regex(/^\/[A-Za-z/:]*[A-Za-z]$/)
  .refine(
    (path) =>
      SPEC_PATHS.has(path.toLowerCase()) ||
      // A record's page under a list of SPEC §2 (e.g. /members/MembersList/:id).
      [...SPEC_PATHS].some((spec) => path.toLowerCase().startsWith(`${spec}/:id`)),
    'a URL of SPEC §2',
  );
const choice = z.object({ id: z.union([z.string(), z.number()]), name: z.string() });

/** What the types of defineResource cannot check. */
const resourceSchema = z
  .object({
    name: z.string().regex(/^[a-z][A-Za-z]*$/),
    label: japanese,
    routes: z.object({ list: route, show: route, edit: route, create: route }).partial(),
    embeddedIn: route.optional(),
    titles: z
      .object({ list: japanese, show: japanese, edit: japanese, create: japanese })
      .partial()
      .optional(),
    api: z
      .object({
        list: z.enum(callNames),
        one: z.enum(callNames),
        update: z.enum(callNames),
        create: z.enum(callNames),
        delete: z.enum(callNames),
      })
      .partial()
      .optional(),
    rest: z.object({ baseUrl: z.url() }).optional(),
    permission: z.enum(PERMISSIONS).nullable(),
    permissions: z.partialRecord(z.enum(VIEWS), z.enum(PERMISSIONS)).optional(),
    staff: z.boolean().optional(),
    show: z
      .object({
        operationInfo: z.boolean().optional(),
        history: z.object({ call: z.enum(callNames), param: z.string() }).optional(),
      })
      .strict()
      .optional(),
    list: z
      .object({
        perPage: z.number().int().min(1).max(100).optional(),
        rememberPagination: z.boolean().optional(),
        sort: z.object({ field: z.string(), order: z.enum(['ASC', 'DESC']) }).optional(),
        filters: z
          .array(
            z.object({
              source: z.string(),
              label: japanese,
              type: z.enum(['search', 'select', 'lookup']),
              choices: z.array(choice).optional(),
              lookup: z.enum(callNames).optional(),
              lookupParams: z.record(z.string(), z.string()).optional(),
              alwaysOn: z.boolean().optional(),
            }),
          )
          .optional(),
        filter: z.record(z.string(), z.union([z.string(), z.number(), z.boolean()])).optional(),
        emptyText: japanese.optional(),
        export: z
          .object({ call: z.enum(callNames), label: japanese, text: japanese.optional() })
          .optional(),
      })
      .strict()
      .optional(),
    recordTitle: z.string().optional(),
    fields: z
      .array(
        z.object({
          source: z.string().min(1),
          label: japanese,
          type: z.enum(FIELD_TYPES),
          views: z.array(z.enum(VIEWS)).min(1),
          sortable: z.boolean().optional(),
          choices: z.array(choice).optional(),
          lookup: z.enum(callNames).optional(),
          validate: z
            .object({
              required: z.boolean().optional(),
              maxLength: z.number().int().positive().optional(),
              pattern: z.object({ regex: z.string(), message: japanese }).optional(),
              format: z.enum(['kana', 'email', 'tel', 'postalCode']).optional(),
              japaneseCharacters: z.boolean().optional(),
            })
            .optional(),
          download: z
            .object({
              call: z.enum(callNames),
              label: japanese,
              param: z.string().optional(),
              rowName: z.string().optional(),
              callBy: z
                .object({ field: z.string(), calls: z.record(z.string(), z.enum(callNames)) })
                .optional(),
            })
            .strict()
            .optional(),
        }),
      )
      .min(1),
  })
  .strict()
  .superRefine((definition, context) => {
    if (!definition.api === !definition.rest) {
      context.addIssue({ code: 'custom', message: 'names either contract calls or a REST base' });
    }
    for (const view of VIEWS) {
      const hasRoute = Boolean(
        definition.routes[view] ?? (view === 'list' ? definition.embeddedIn : undefined),
      );
      const hasFields = definition.fields.some((field) => field.views.includes(view));
      if (hasRoute !== hasFields) {
        context.addIssue({ code: 'custom', message: `${view}: a route needs fields and back` });
      }
    }
    for (const field of definition.fields) {
      const downloads = field.type === 'download' || field.type === 'files';
      if (downloads !== Boolean(field.download)) {
        context.addIssue({ code: 'custom', message: `${field.source}: download needs its action` });
      }
      if (
        field.type === 'download' &&
        field.views.some((view) => view === 'edit' || view === 'create')
      ) {
        context.addIssue({
          code: 'custom',
          message: `${field.source}: a download is not an input`,
        });
      }
    }
    const sources = new Set(definition.fields.map((field) => field.source));
    if (definition.recordTitle && !sources.has(definition.recordTitle)) {
      context.addIssue({ code: 'custom', message: 'recordTitle names a field' });
    }
  });

describe('resource files (resources/*.ts)', () => {
  it('are found', () => {
    expect(resources.map((definition) => definition.name)).toContain('notices');
  });

  it.each(resources.map((definition) => [definition.name, definition] as const))(
    '%s passes the schema',
    (_name, definition) => {
      const result = resourceSchema.safeParse(definition);
      expect(result.error?.issues ?? []).toEqual([]);
    },
  );

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
    await signInAs(definition.staff || !definition.permission ? 'demo-admin' : 'demo-member');
    renderApp(definition.routes.list ?? definition.embeddedIn ?? '/');
    // The first render in a file loads react-admin: give it room on a busy machine.
    // A list with rows shows its count; an empty one (e.g. demo-member's approved extensions)
    // its own empty text.
    const emptyText = definition.list?.emptyText;
    const rendered = (text: string) => /全\d+件中/.test(text) || text === emptyText;
    expect(await screen.findByText(rendered, {}, { timeout: 20000 })).toBeVisible();
    if (definition.routes.show && definition.recordTitle) {
      const [firstRow] = screen.getAllByRole('row').slice(1);
      await userEvent.setup().click(within(firstRow!).getAllByRole('link')[0]!);
      const title = definition.titles?.show ?? `${definition.label}詳細`;
      expect(await screen.findByRole('heading', { name: title, level: 1 })).toBeVisible();
    }
  });
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
  it('routes every entry to a known page', () => {
    const links = menu.flatMap((entry) =>
      entry === 'divider'
        ? []
        : 'subheader' in entry
          ? entry.links
          : entry.children
            ? entry.children
            : [entry],
    );
    for (const link of links) expect(SPEC_PATHS.has(link.path.toLowerCase()), link.path).toBe(true);
  });
});
