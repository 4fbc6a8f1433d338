// ESLint for the whole monorepo. Syntax-only on purpose: typescript-eslint's
// recommended rules without type information, so `pnpm eslint` stays fast; `tsc` (pnpm -r
// typecheck) does the type checking. Prettier owns formatting (eslint-config-prettier, last).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const REMOTES = ['host', 'remote-contacts', 'remote-companies', 'remote-pipeline', 'remote-import', 'remote-activities'];

// The API's data layer: the only folders that build SQL with Kysely.
//  - repositories/: the data access behind the routes;
//  - db/: connection, dialect and schema setup (search DDL, data-version reads);
//  - migrations/: the schema itself;
//  - jobs/: the import job queue's own store (its connection, migrations and the import_jobs /
//    import_chunks repository), a separate database from the CRM data, so it is data layer too;
//  - demo/: `seed-demo` writes the demo data set straight into the tables, as a migration would.
// The sign-in service keeps the same layout (repositories/, db/, migrations/).
const DATA_LAYER = {
  'services/api': ['repositories', 'db', 'migrations', 'jobs', 'demo'],
  'services/sign-in': ['repositories', 'db', 'migrations'],
};
// Outside shared/, the shared package is reached through its exports, never by a relative path.
const NO_DEEP_SHARED = {
  regex: '^(\\.\\./)+shared/',
  message: "Import shared code by its package subpath: '@meridian/shared/<subpath>' (tests: '@meridian/shared/testing').",
};
// swr/infinite carries its own copy of SWR's core: a front end's own import of it ran on a second
// SWR, blind to the shell's cache (shared/src/data/useSWRInfinite.ts).
const NO_OWN_SWR_INFINITE = {
  group: ['swr/infinite'],
  message: "Use useSWRInfinite from '@meridian/shared/data': it runs on the shell's SWR and cache.",
};
// The test helpers never reach a production bundle: only tests and other test helpers import them.
const TEST_FILES = ['**/*.{test,spec}.{ts,tsx}', '**/test/**', '**/testing/**', 'e2e/**', 'bench/**'];
const NO_TESTING_HELPERS = {
  group: ['@meridian/shared/testing'],
  message: 'Test helpers are for tests only: importing them here would ship them in the bundle.',
};
const NO_TESTING_RELATIVE = { regex: '(^|/)testing/', message: NO_TESTING_HELPERS.message };
// Front-end conventions (docs/ARCHITECTURE.md §8), as syntax rules over the browser code.
const FRONT_END = ['{host,remote-*,shared}/src/**/*.{ts,tsx}'];
// The colours live in the theme; the stage colour presets are part of it (a palette a user picks from).
const THEME_FILES = ['shared/src/ui/theme/**'];
const STYLED_ROOT =
  "[object.name='styled'], [callee.name='styled'], [callee.object.name='styled'], [callee.object.object.name='styled'], [callee.object.callee.name='styled'], [callee.object.callee.object.name='styled']";
const HEX = '#(?:[0-9a-fA-F]{3,4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})\\b';
const FUNCTION_COLOUR = '\\b(rgba?|hsla?)\\(';
// A string that is a colour ('#3b82f6'); in CSS text, a hex value after a space, colon, comma or bracket.
const COLOUR_STRING = `/^\\s*${HEX}\\s*$|${FUNCTION_COLOUR}/`;
const COLOUR_CSS = `/(^|[\\s:,(])${HEX}|${FUNCTION_COLOUR}/`;
// Every text a user reads comes from a catalogue (src/i18n/<locale>.json, through `t`): a word
// written in JSX, in a text-carrying prop, in a toast or in a page title is untranslated text.
const WORDS = '/[A-Za-z]{2,}/';
const TEXT_PROPS =
  '/^(aria-label|aria-roledescription|aria-valuetext|title|placeholder|alt|label|hint|description|subtitle|heading|message|text|confirmLabel|cancelLabel|actionLabel|emptyText|error|legend|caption|tooltip)$/';
const I18N_SYNTAX = [
  { selector: `JSXText[value=${WORDS}]`, message: "Texts come from the catalogue: `{t('key')}`, not words written in JSX." },
  {
    selector: `JSXAttribute[name.name=${TEXT_PROPS}] > Literal[value=${WORDS}], JSXAttribute[name.name=${TEXT_PROPS}] > JSXExpressionContainer > :matches(Literal[value=${WORDS}], TemplateLiteral)`,
    message: "A text prop takes `t('key')` from the catalogue, not words written in code.",
  },
  {
    selector: `JSXExpressionContainer > :matches(Literal[value=${WORDS}], TemplateLiteral[quasis.length>0]:has(TemplateElement[value.raw=${WORDS}]))`,
    message: "Texts come from the catalogue: `t('key', { value })`, not words written in code.",
  },
  {
    selector: `CallExpression:matches([callee.object.name='toast'], [callee.name='usePageTitle'], [callee.name='confirm']) > :matches(Literal[value=${WORDS}], TemplateLiteral)`,
    message: "Toasts, confirmations and page titles take `t('key')` from the catalogue.",
  },
];
const FRONT_END_SYNTAX = [
  {
    // styled.div`…`, styled(Button)`…`, styled.div.attrs(…)`…`, styled.div<P>`…`
    selector: `VariableDeclarator[id.name!=/^Styled/] > TaggedTemplateExpression.init > .tag:matches(${STYLED_ROOT})`,
    message: "A styled component's name starts with `Styled` (StyledHeader), so JSX shows what is only a styled element.",
  },
  {
    selector: `Literal[value=${COLOUR_STRING}], TemplateElement[value.raw=${COLOUR_CSS}]`,
    message: 'Colours come from the theme (theme.colors.*, shared/src/ui/theme): no literal hex, rgb() or hsl() outside it.',
  },
  {
    selector: "ImportDeclaration[source.value='@meridian/shared/ui'] > ImportSpecifier[imported.name=/^(useToast|useToastStore)$/]",
    message: "Show toasts with `toast` from '@meridian/shared/ui' (toast.success / .error / .info / .warning): one toast API.",
  },
  ...I18N_SYNTAX,
];
const QUERY_BUILDERS = ['selectFrom', 'insertInto', 'replaceInto', 'updateTable', 'deleteFrom', 'mergeInto'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/source-maps/**',
      '**/coverage/**',
      'e2e/.artifacts/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'bench/results/**',
      'data/**',
    ],
  },
  { linterOptions: { reportUnusedDisableDirectives: 'error' } },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2022, sourceType: 'module', globals: { ...globals.node } },
    rules: {
      // `_`-prefixed names are deliberately unused (a positional parameter, a rest sibling).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
    },
  },
  {
    // Kysely's documented idiom for migrations: `Kysely<any>`, as a migration is frozen in time and
    // must not be typed by today's schema. The DDL helpers they call take the same handle.
    files: ['services/*/src/migrations/**', 'services/api/src/jobs/jobs-migrations.ts', 'services/api/src/db/search-indexes.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // The one declaration file a package needs (shared/src/ui/index.ts pulls in the styled-components
    // theme augmentation) can only be referenced by path; `types` references still want an import.
    files: ['**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/triple-slash-reference': ['error', { path: 'always', types: 'prefer-import', lib: 'always' }] },
  },
  {
    // TypeScript loads the repo's CommonJS files (host/csp.cjs, scripts/*.cjs) with `require`.
    files: ['**/*.{ts,tsx}'],
    rules: { '@typescript-eslint/no-require-imports': ['error', { allow: ['\\.cjs$'] }] },
  },
  {
    // CommonJS files (webpack and jest configs, tools): `require` is how they load modules.
    files: ['**/*.cjs', '**/webpack.config.js'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The browser code: the shell, the remotes and the shared package.
    files: ['{host,remote-*,shared}/src/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['**/*.{test,spec}.{ts,tsx}', '**/test/**/*.ts', '**/testing/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.jest } },
  },
  {
    files: ['**/*.{ts,tsx,js,jsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: { 'react-hooks/rules-of-hooks': 'error', 'react-hooks/exhaustive-deps': 'error' },
  },
  { ...jsxA11y.flatConfigs.recommended, files: ['**/*.tsx'] },
  {
    // Package boundaries. Resolved with Node's rules (not tsconfig `paths`), so a federated module
    // imported by its runtime id ('companies/CompanyForm') is not a path into another folder.
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'] })],
      // The files import-x reads for their imports and exports (no-cycle follows them).
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs', '.cjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'], espree: ['.js', '.mjs', '.cjs'] },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...REMOTES.map((remote) => ({
              target: `./${remote}`,
              from: REMOTES.filter((other) => other !== remote).map((other) => `./${other}`),
              message:
                "A remote (or the shell) must not import another one's source: load it through federation by its runtime id, or move what both need into shared/.",
            })),
            {
              target: './shared',
              from: REMOTES.map((remote) => `./${remote}`),
              message: 'shared/ must not depend on the shell or a remote.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    ignores: ['shared/**', ...TEST_FILES],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DEEP_SHARED, NO_TESTING_HELPERS, NO_OWN_SWR_INFINITE] }] },
  },
  {
    files: TEST_FILES,
    ignores: ['shared/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_DEEP_SHARED] }] },
  },
  {
    // Inside shared/, relative paths are fine; the test helpers still stay out of the product.
    files: ['shared/**/*.{ts,tsx}'],
    ignores: TEST_FILES,
    rules: { 'no-restricted-imports': ['error', { patterns: [NO_TESTING_HELPERS, NO_TESTING_RELATIVE] }] },
  },
  ...Object.entries(DATA_LAYER).map(([service, folders]) => ({
    // SQL only in the data layer: elsewhere a service calls a repository.
    files: [`${service}/src/**/*.ts`],
    ignores: folders.map((folder) => `${service}/src/${folder}/**`),
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'kysely',
              importNames: ['sql'],
              message: `SQL belongs in the data layer (${folders.join(', ')}); call a repository instead.`,
            },
          ],
          // One no-restricted-imports per file: a later block replaces an earlier one, so repeat these.
          patterns: [NO_DEEP_SHARED, NO_TESTING_HELPERS],
        },
      ],
      'no-restricted-syntax': [
        'error',
        {
          selector: `CallExpression[callee.property.name=/^(${QUERY_BUILDERS.join('|')})$/]`,
          message: `Query building belongs in the data layer (${folders.join(', ')}); call a repository instead.`,
        },
      ],
    },
  })),
  {
    // Front-end conventions: Styled prefix, theme colours only, one toast API (docs/ARCHITECTURE.md §8).
    files: FRONT_END,
    ignores: [...THEME_FILES, ...TEST_FILES],
    rules: { 'no-restricted-syntax': ['error', ...FRONT_END_SYNTAX] },
  },
  {
    // Inside shared/, the toast store is the toast module's own: everything else calls `toast`.
    files: ['shared/src/**/*.{ts,tsx}'],
    ignores: ['shared/src/ui/toast/**', 'shared/src/ui/index.ts', ...THEME_FILES, ...TEST_FILES],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...FRONT_END_SYNTAX,
        {
          selector: 'ImportDeclaration[source.value=/toast\\/useToastStore$/]',
          message: 'Show toasts with `toast` (ui/toast/toast.ts): one toast API.',
        },
      ],
    },
  },
  {
    // Test helpers live in one place per package, `<package>/src/testing/`: a `testing` folder
    // anywhere else in the source is a second place.
    files: ['{host,remote-*,shared}/src/**/testing/**'],
    ignores: ['{host,remote-*,shared}/src/testing/**'],
    rules: {
      'no-restricted-syntax': ['error', { selector: 'Program', message: "Test helpers live in the package's src/testing/ folder, one place per package." }],
    },
  },
  {
    // A file says one thing: at most 300 lines (blank lines and comments count), and no import
    // cycle between modules (type-only imports cannot form one at run time, so they are allowed).
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    rules: {
      'max-lines': ['error', { max: 300 }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  prettier,
);
