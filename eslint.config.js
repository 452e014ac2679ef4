import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
  // The layering of DESIGN §2, as import boundaries: a violation fails `npm run lint`.
  {
    files: ['src/**/*.{ts,tsx}', 'resources/**/*.ts'],
    plugins: { boundaries },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
      // First match wins: the specific files before the folders holding them. `mode: 'full'`
      // matches a whole path; v7 deprecates it (it warns once), but its replacement,
      // `partialMatch: false`, classified no single file here.
      'boundaries/elements': [
        { type: 'resources', pattern: 'resources/**', mode: 'full' },
        {
          type: 'definitions',
          pattern: ['src/generator/defineResource.ts', 'src/generator/defineMenu.ts'],
          mode: 'full',
        },
        { type: 'generator', pattern: 'src/generator/**', mode: 'full' },
        { type: 'slots', pattern: 'src/pages/slots.tsx', mode: 'full' },
        {
          // The route tables: the pages' own, and the template demos' catalogue and routes.
          type: 'pageTables',
          pattern: ['src/pages/*.{ts,tsx}', 'src/pages/demos/{catalog,demoRoutes}.ts'],
          mode: 'full',
        },
        { type: 'pageArea', pattern: 'src/pages/*/**', mode: 'full', capture: ['area'] },
        { type: 'app', pattern: 'src/**', mode: 'full' },
      ],
    },
    rules: {
      'boundaries/dependencies': [
        'error',
        {
          default: 'allow',
          policies: [
            {
              // A resource file is data: it imports the typed helpers that define it, nothing else.
              from: { element: { type: 'resources' } },
              disallow: {
                to: {
                  element: {
                    types: { anyOf: ['generator', 'slots', 'pageArea', 'pageTables', 'app'] },
                  },
                },
              },
              message: 'resources/ import only defineResource / defineMenu (and each other)',
            },
            {
              // Pages never import each other: what two areas share lives in src/components.
              from: { element: { type: 'pageArea' } },
              disallow: {
                to: {
                  element: {
                    type: 'pageArea',
                    captured: { area: '!{{from.element.captured.area}}' },
                  },
                },
              },
              message: 'a page area imports no other page area: share through src/components',
            },
            {
              // The generator renders the pages' slot components, and nothing else of theirs.
              from: { element: { types: { anyOf: ['generator', 'definitions', 'app'] } } },
              disallow: { to: { element: { type: 'pageArea' } } },
              message: 'only the route and slot tables (src/pages/*.tsx) import a page area',
            },
          ],
        },
      ],
    },
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
