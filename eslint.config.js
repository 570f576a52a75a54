import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['dist', 'bench/floor/dist', 'node_modules', 'test-results', 'playwright-report', 'bench/results'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-non-null-assertion': 'error',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: reactHooks.configs.recommended.rules,
  },
  {
    // Mantine's Table imports ScrollArea, and ScrollArea imports @floating-ui/react for a ref
    // helper: 21 KB gzip that a page with a table would fetch before it can paint.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', {
        paths: [{ name: '@mantine/core', importNames: ['Table', 'ScrollArea'], message: 'Use DataTable (src/components/data-table.tsx) and native overflow: these bring @floating-ui/react.' }],
      }],
    },
  },
  {
    // The wire contract is importable without React (schemas and shared rules in
    // `src/api/<area>.schema.ts`, which the demo tenant imports): these modules import only each
    // other and libraries that need no DOM.
    files: ['src/api/*.schema.ts', 'src/api/wire.ts', 'src/api/update-mask.ts', 'src/api/rpc-status.ts', 'src/api/pagination.ts', 'src/api/operations.ts', 'src/lib/**'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['react', 'react-dom', '@tanstack/*', '@mantine/*', '**/components/**', '**/pages/**', '**/forms/**', '**/hooks/**'], message: 'The wire contract stays React-free: the demo tenant imports it.' },
          { regex: '^\\./(?!.*\\.schema$|wire$|update-mask$|rpc-status$|pagination$|operations$)', message: 'A schema module imports only the React-free modules of src/api.' },
        ],
      }],
    },
  },
  {
    // Nothing on the server imports UI code: from src/ only the React-free wire contract.
    files: ['server/**/*.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [
          { group: ['**/src/components/**', '**/src/pages/**', '**/src/forms/**', '**/src/hooks/**'], message: 'Server code imports no UI modules; move what both sides need to a React-free module (src/lib, src/api/*.schema.ts).' },
          { regex: 'src/api/(?!.*\\.schema$|wire$|update-mask$|rpc-status$|pagination$|operations$)', message: 'Import the React-free `<area>.schema.ts`, not the module with the query hooks.' },
        ],
      }],
    },
  },
  {
    // Test doubles may use `any` and non-null assertions on fixtures they built themselves.
    files: ['e2e/**', 'tests/**', '**/*.test.ts', '**/*.test.tsx', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
