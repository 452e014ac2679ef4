import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The layers of DESIGN §2 below the pages: the UI's building blocks, then what has no UI (the
// resource format's types among them: the layout draws the menu, a provider serves a resource).
const ui = ['layout', 'components', 'providers'];
const belowUi = ['definitions', 'roles', 'api', 'config', 'validation', 'i18n', 'venue', 'worker'];

export default tseslint.config(
  // Any build output, the stock react-admin app's under bench/ included.
  {
    ignores: [
      '**/dist',
      'node_modules',
      'playwright-report',
      'test-results',
      'test-reports',
      'coverage',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  jsxA11y.flatConfigs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
    },
  },
  // The layering of DESIGN §2, as import boundaries: a violation fails `npm run lint`. Type-only
  // imports count too: a layer that needs a type from above it is misplaced, like one that needs
  // a value.
  {
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.ts', 'demo-api/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // First match wins: the specific files before the folders holding them. `mode: 'full'`
      // matches a whole path; v7 deprecates it (it warns once), but its replacement,
      // `partialMatch: false`, classified no single file here.
      'boundaries/elements': [
        { type: 'resources', pattern: 'resources/**', mode: 'full' },
        { type: 'demoApi', pattern: 'demo-api/**', mode: 'full' },
        // The template demos, apart from the member pages (either folder while they move).
        { type: 'demos', pattern: ['src/demos/**', 'src/pages/demos/**'], mode: 'full' },
        // What a resource file may import: the typed helpers that define it and their schema.
        {
          type: 'definitions',
          pattern: [
            'src/generator/defineResource.ts',
            'src/generator/defineMenu.ts',
            'src/generator/schema.ts',
            'src/generator/resourceFormat.ts',
          ],
          mode: 'full',
        },
        // The role table: pure data and functions, so the demo API enforces the same roles.
        { type: 'roles', pattern: 'src/providers/access.ts', mode: 'full' },
        // The app: boot, the shells, the route table (src/routes.ts, src/startRoutes.ts).
        { type: 'app', pattern: 'src/*.{ts,tsx}', mode: 'full' },
        { type: 'pages', pattern: 'src/pages/*/**', mode: 'full', capture: ['area'] },
        ...[
          'generator',
          'layout',
          'components',
          'providers',
          'api',
          'config',
          'validation',
          'i18n',
          'venue',
          'worker',
        ].map((folder) => ({ type: folder, pattern: `src/${folder}/**`, mode: 'full' })),
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'disallow',
          message:
            '{{from.type}} may not import {{to.type}}: each layer imports only those below it (DESIGN §2)',
          // Each element with the elements it may import besides itself, top to bottom.
          policies: [
            ...Object.entries({
              app: ['pages', 'resources', 'demos', 'generator', ...ui, ...belowUi],
              // A resource file is data, plus the typed components it shows (cells, slots, panels)
              // from the page area they belong to.
              resources: ['definitions', 'pages'],
              demos: ['generator', ...ui, ...belowUi],
              generator: [...ui, ...belowUi],
              layout: ['components', 'providers', ...belowUi],
              components: ['layout', 'providers', ...belowUi],
              providers: belowUi,
              // Below the UI: no React view, no route; the demo API may share them.
              definitions: ['api', 'config', 'validation'],
              i18n: ['api', 'config'],
              venue: ['api', 'config', 'validation'],
              worker: ['api', 'config'],
              api: ['config', 'validation'],
              validation: ['config'],
              config: [],
              // The demo API answers the contract and enforces the rules the real service must:
              // the contract's types, the validation rules, SPEC's constants and the signed codes
              // the door verifies. Nothing of the UI.
              demoApi: ['api', 'validation', 'config', 'venue', 'roles'],
              roles: ['api'],
            }).map(([type, below]) => ({
              from: { element: { type } },
              allow: { to: { element: { types: { anyOf: [type, ...below] } } } },
            })),
            {
              // A page area imports its own files, what lies below the pages and the resource
              // definitions it renders; never another page area (share through src/components).
              from: { element: { type: 'pages' } },
              allow: {
                to: {
                  element: {
                    types: { anyOf: ['resources', 'generator', ...ui, ...belowUi] },
                  },
                },
              },
            },
            {
              from: { element: { type: 'pages' } },
              allow: {
                to: {
                  element: { type: 'pages', captured: { area: '{{from.element.captured.area}}' } },
                },
              },
            },
            {
              // Disallowed by default already; here for its message.
              from: { element: { type: 'pages' } },
              disallow: {
                to: {
                  element: {
                    type: 'pages',
                    captured: { area: '!{{from.element.captured.area}}' },
                  },
                },
              },
              message: 'a page area imports no other page area: share through src/components',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycle, through static imports or `import()`: a cycle makes the order modules
    // evaluate in, and which chunk holds what, depend on who imports first.
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.ts', 'demo-api/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js'] })],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    // Only src/api knows URLs and talks HTTP; only src/providers/access.ts knows the roles.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/api/**', 'src/providers/access.ts'],
    rules: {
      'no-restricted-globals': [
        'error',
        { name: 'fetch', message: 'Call the API through src/api (or a provider), not fetch.' },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: 'Literal[value=/^\\/api\\//]',
          message: 'Only src/api knows the API URLs.',
        },
        {
          selector: "Literal[value='temp-member']",
          message: 'Only src/providers/access.ts knows the role names.',
        },
      ],
    },
  },
  {
    files: ['public/**/*.js'],
    languageOptions: { globals: { ...globals.serviceworker } },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
);
