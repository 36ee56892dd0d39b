import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Every folder under src/features is a feature. */
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A feature may not import another feature (design §2). */
const featureZones = FEATURES.map((feature) => ({
  target: `./src/features/${feature}`,
  from: './src/features',
  except: [`./${feature}`],
  message:
    'A feature may not import another feature: move what they share into components/, lib/, api/ or state/.',
}));

/** Intl formatters live only in lib/format.ts. */
const INTL_BAN = {
  selector: "MemberExpression[object.name='Intl'][property.name=/^(NumberFormat|DateTimeFormat)$/]",
  message:
    'Format money, numbers, months and dates with src/lib/format.ts (Intl formatters live only in lib/).',
};

/** Re-implementations of the kit, refused in src/features. */
const KIT_BANS = [
  {
    selector:
      "JSXOpeningElement[name.name='select'] > JSXAttribute[name.name='aria-describedby'], JSXOpeningElement[name.name='input']:not(:has(JSXAttribute[name.name='type'][value.value=/^(radio|checkbox)$/])) > JSXAttribute[name.name='aria-describedby']",
    message:
      'A control with a hint or an error is a kit field (components/form/Field): TextField, SelectField, CheckboxField, RadioGroup or FieldGroup.',
  },
  {
    selector:
      "JSXOpeningElement[name.name='div'] > JSXAttribute[name.name='tabIndex'][value.expression.value=0]",
    message:
      'A focusable box that scrolls is components/table/ScrollRegion (or DataTable): one role, one label, a scroll cue.',
  },
  {
    selector:
      'FunctionDeclaration[id.name=/^(useFieldErrors|TableRegion|TableScroll|useLanguage)$/], VariableDeclarator[id.name=/^(useFieldErrors|TableRegion|TableScroll|useLanguage)$/]',
    message:
      'The kit has it: useForm (components/form/useForm.ts) for field errors, ScrollRegion/DataTable (components/table) for scrolling tables, useLanguage (i18n/useLanguage.ts).',
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e*',
      'dist-live',
      'dist-bench',
      'coverage',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
      'node_modules',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.strictTypeChecked,
  ...tseslint.configs.stylisticTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, 'jsx-a11y': jsxA11y },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver({ extensions: ['.ts', '.tsx', '.js', '.json'] }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.strict.rules,
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...featureZones,
            {
              target: './src/features',
              from: './src/app',
              message:
                'A feature may not import app/: what it needs from there moves down into components/, lib/, state/ or config/.',
            },
            {
              target: './src/components',
              from: ['./src/features', './src/app'],
              message:
                'components/ is the shared kit: it may not import a feature or app/ (pass what it needs as props).',
            },
            {
              target: './src/api',
              from: [
                './src/state',
                './src/app',
                './src/features',
                './src/components',
                './src/i18n',
              ],
              message:
                'api/ speaks to the carrier: it imports only config/ and lib/. A type it shares with state/ lives in api/ (api/types/), and state/ imports it from there.',
            },
            {
              target: './src/state',
              from: ['./src/app', './src/features', './src/components'],
              message:
                'state/ is below the screens: it may not import a feature, components/ or app/ (a port both need, like state/sandboxControls.ts, lives in state/).',
            },
            {
              target: './src/sandbox',
              from: ['./src/app', './src/features', './src/components', './src/i18n'],
              message:
                'The sandbox simulates the carrier API: it may import api/, state/, lib/ and config/, never a feature, components/, app/ or i18n/ (its control port is state/sandboxControls.ts).',
            },
            {
              target: './src/lib',
              from: [
                './src/app',
                './src/api',
                './src/state',
                './src/features',
                './src/components',
                './src/sandbox',
                './src/i18n',
              ],
              message: 'lib/ is pure: it imports nothing of the app.',
            },
            {
              target: [
                './src/app',
                './src/api',
                './src/state',
                './src/features',
                './src/components',
                './src/lib',
                './src/i18n',
                './src/config',
              ],
              from: './src/sandbox',
              message:
                'Only main.tsx may load the sandbox (dynamically), so a live build holds none of it.',
            },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'react-redux',
              importNames: ['useSelector', 'useDispatch', 'useStore'],
              message: 'Use the typed hooks from state/hooks.ts.',
            },
            { name: 'crypto-js', message: 'Import crypto-js/aes and crypto-js/enc-utf8 only.' },
          ],
        },
      ],
    },
  },
  {
    // Money, months and dates are formatted in one place, so every screen shows them alike.
    files: ['src/**/*.{ts,tsx}'],
    ignores: ['src/lib/**'],
    rules: { 'no-restricted-syntax': ['error', INTL_BAN] },
  },
  {
    // A feature builds on the kit instead of writing its own copy (docs/architecture.md § kit).
    // It repeats the Intl ban: a later block's no-restricted-syntax replaces an earlier one's.
    files: ['src/features/**/*.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', INTL_BAN, ...KIT_BANS] },
  },
  {
    files: ['src/state/hooks.ts'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    files: ['tests/**', 'e2e/**', 'src/sandbox/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Tests and journeys reach into every layer; the sandbox keeps its zone (above).
    files: ['tests/**', 'e2e/**'],
    rules: { 'import-x/no-restricted-paths': 'off' },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
);
