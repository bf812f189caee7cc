// One lint setup for the whole tree: typescript-eslint's type-checked strict rules (TYPE_CHECKED below:
// every TypeScript folder now, its recommended rules for the rest), React hooks rules for the two web
// apps, prettier's config so formatting is left to prettier, and the import boundaries that keep
// dependencies pointing down (docs/style.md §11).
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { importBoundaries } from './eslint.boundaries.mjs';

// Folders linted with the type-checked strict rules. Moving another folder over is one line here
// (then fix its findings). Every folder is on them now (docs/decisions.md, issue 21).
const TYPE_CHECKED = [
  'libs/contracts',
  'libs/domain',
  'libs/event-store',
  'libs/platform',
  'projections',
  'apps/api',
  'apps/worker',
  'bench',
  'test',
  'web-admin',
  'web-applicant',
];
const typeChecked = { files: TYPE_CHECKED.map((folder) => `${folder}/**/*.{ts,tsx}`) };

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.data/**', '.tmp/**', 'coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    ...typeChecked,
    extends: [tseslint.configs.strictTypeChecked],
    languageOptions: { parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname } },
    rules: {
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      // Counts and amounts go into messages and keys as they are (`At most ${EXPLANATION_MAXIMUM} characters.`).
      '@typescript-eslint/restrict-template-expressions': ['error', { allowNumber: true }],
      // Prettier's one-line handlers (`() => void shutdown()`, `(e) => setValue(e.target.value)`) are the house style.
      '@typescript-eslint/no-confusing-void-expression': ['error', { ignoreArrowShorthand: true }],
      // A Nest module is an empty class whose `@Module({...})` decorator is its whole content.
      '@typescript-eslint/no-extraneous-class': ['error', { allowWithDecorator: true }],
    },
  },
  {
    // Vitest types its asymmetric matchers (`expect.any(String)`, `expect.objectContaining(...)`) as
    // `any`, so every `toEqual({ id: expect.any(String) })` would be an unsafe assignment.
    files: ['**/*.spec.ts', 'test/**/*.ts'],
    rules: { '@typescript-eslint/no-unsafe-assignment': 'off' },
  },
  {
    files: ['web-applicant/**/*.{ts,tsx}', 'web-admin/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  ...importBoundaries,
  prettier,
);
