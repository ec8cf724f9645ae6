import js from '@eslint/js';
import tseslint from 'typescript-eslint';

// Imports flow one way: domain ← api ← machines ← views; the server never reaches into the SPA's flows or views.
const layer = (files, patterns, extra = {}) => ({
  files,
  rules: { '@typescript-eslint/no-restricted-imports': ['error', { patterns, ...extra }] },
});
const forbid = (group, message, allowTypeImports = false) => ({ group, message, allowTypeImports });

const VIEWS = forbid(['**/views/**', '**/views'], 'Only views import views.');
const MACHINES = forbid(['**/machines/**', '**/machines'], 'Machines are imported by views only.');
const API = forbid(['**/api/**', '**/api'], 'Only machines (their default actors) call the API.');
const UI_LIBRARIES = forbid(['react', 'react-dom', 'react-dom/*', '@xstate/react', 'wouter', 'react-hot-toast'], 'No UI library below the views.');

export default tseslint.config(
  { ignores: ['dist/**', 'data/**', 'node_modules/**', 'test-results/**', 'playwright-report/**', 'server/db/migrations/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  { files: ['server/**', 'scripts/**', 'e2e/**', 'tests/**'], rules: { 'no-console': 'off' } },
  layer(['src/domain/**'], [VIEWS, MACHINES, API, UI_LIBRARIES, forbid(['xstate', 'ky'], 'The domain is pure: no flows, no I/O.')]),
  layer(['src/api/**'], [VIEWS, MACHINES, UI_LIBRARIES]),
  layer(['src/machines/**'], [VIEWS, UI_LIBRARIES]),
  layer(['src/views/**'], [{ ...API, allowTypeImports: true }]),
  layer(['server/**'], [forbid(['**/src/views/**', '**/src/machines/**', '**/src/api/**'], 'The server shares only src/domain with the SPA.')]),
  layer(['server/http/**'], [
    forbid(['**/src/views/**', '**/src/machines/**', '**/src/api/**'], 'The server shares only src/domain with the SPA.'),
    forbid(['../routes/*', '../routes'], 'HTTP plumbing does not depend on the routes; routes depend on it.'),
  ]),
  layer(['scripts/**'], [forbid(['**/src/views/**'], 'Scripts read the flows from the machines, not the views.')]),
  {
    // Views render state and send events: no toast or navigation from an effect, no validation of input.
    files: ['src/views/**'],
    ignores: ['src/views/components/flowEffects.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "CallExpression[callee.name='useEffect'] CallExpression[callee.name=/^(navigate|navigateTo|showNotice|toast)$/]",
          message: 'Toasts and navigation are machine actions (provided once by useFlowEffects), not effects of a view.',
        },
        { selector: "CallExpression[callee.name='useEffect'] CallExpression[callee.object.name='toast']", message: 'Toasts are machine actions, not effects of a view.' },
        { selector: "CallExpression[callee.name=/^(validate|safeParse|parse)$/]", message: 'Validation lives in machines (formErrors.ts), not in views.' },
      ],
    },
  },
);
