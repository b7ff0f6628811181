import { readdirSync } from 'node:fs'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// ARCHITECTURE section 3: a feature never imports another feature; shared layers never import
// features or the app; only src/app/routes composes features.
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; compose them in src/app/routes.',
  })),
  ...['components', 'lib', 'config', 'types'].map((layer) => ({
    target: `./src/${layer}`,
    from: ['./src/features', './src/app'],
    message: 'Shared layers never import features or the app.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import the app wiring.',
  },
]

// ARCHITECTURE section 3.2: SDKs are fenced in their lib modules.
const sdkFences = [
  {
    name: '@supabase/supabase-js',
    allowed: ['src/lib/supabase.ts'],
    message: 'Only src/lib/supabase.ts talks to Supabase.',
  },
  { name: 'openai', allowed: ['src/lib/ai/**'], message: 'Only src/lib/ai/ imports openai.' },
  {
    name: 'pdfjs-dist',
    allowed: ['src/lib/extract/**'],
    message: 'Only src/lib/extract/ imports pdfjs-dist.',
  },
  {
    name: 'jszip',
    allowed: ['src/lib/extract/**'],
    message: 'Only src/lib/extract/ imports jszip.',
  },
  {
    name: 'mammoth',
    allowed: ['src/lib/extract/**'],
    message: 'Only src/lib/extract/ imports mammoth.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e-*',
      'node_modules',
      '.local-db',
      'coverage',
      'playwright-report',
      'test-results',
      'bench/results',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      ecmaVersion: 2022,
      globals: { ...globals.browser, ...globals.node },
    },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [
        createTypeScriptImportResolver({
          project: ['tsconfig.app.json', 'tsconfig.node.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      'react-hooks/set-state-in-effect': 'off',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
      'import-x/no-cycle': 'error',
      'import-x/no-self-import': 'error',
      'no-restricted-imports': [
        'error',
        {
          paths: sdkFences.map(({ name, message }) => ({ name, message })),
          patterns: sdkFences.map(({ name, message }) => ({ group: [`${name}/*`], message })),
        },
      ],
    },
  },
  {
    files: ['src/**'],
    rules: { 'import-x/no-restricted-paths': ['error', { zones: boundaryZones }] },
  },
  ...sdkFences.map(({ allowed }) => ({
    files: allowed,
    rules: { 'no-restricted-imports': 'off' },
  })),
  {
    // Node code (local backend, tests, scripts) and type-only imports may use the SDKs.
    files: [
      'supabase/**',
      'tests/**',
      'scripts/**',
      'bench/**',
      'src/**/*.test.{ts,tsx}',
      'src/testing/**',
      'src/types/**',
    ],
    rules: { 'no-restricted-imports': 'off' },
  },
)
