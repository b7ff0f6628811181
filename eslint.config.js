import { readdirSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import js from '@eslint/js'
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript'
import importX from 'eslint-plugin-import-x'
import reactHooks from 'eslint-plugin-react-hooks'
import globals from 'globals'
import tseslint from 'typescript-eslint'
import { kebabCasePaths } from './eslint-rules/kebab-case-paths.js'
import { noLiteralUiText } from './eslint-rules/no-literal-ui-text.js'
import { sdkFences } from './eslint-rules/sdk-fences.js'

const repoRoot = fileURLToPath(new URL('.', import.meta.url))

const features = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)

// docs/ARCHITECTURE.md, "Layers and zones": who may import whom inside src/. A zone on a folder
// that does not exist is inert, so a rule can precede the code it guards.
const boundaryZones = [
  ...features.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature never imports another feature; compose them in src/app/routes.',
  })),
  {
    target: './src/features',
    from: './src/app',
    message: 'Features never import the app wiring.',
  },
  {
    target: './src/entities',
    from: ['./src/components', './src/features', './src/app'],
    message: 'Entities (the shared domain) import only the study engines, lib, config and types.',
  },
  {
    target: './src/components',
    from: ['./src/features', './src/app', './src/entities', './src/study-engine'],
    message:
      'Components are feature-agnostic UI: no features, app, entities or study engines (what they show comes from lib).',
  },
  // A feature's components call its hooks (api/use-*.ts); the hooks call the use cases and the
  // API functions. A component never reaches the data layer itself.
  {
    target: './src/features/*/components/**',
    from: './src/**/*-api.ts',
    message:
      'Feature components call hooks, never the API functions (*-api.ts): components → hooks → use cases.',
  },
  {
    target: './src/features/*/components/**',
    from: './src/lib/supabase.ts',
    message: 'Feature components never talk to Supabase: components → hooks → use cases.',
  },
  {
    target: './src/study-engine',
    from: ['./src/components', './src/features', './src/app', './src/entities'],
    message: 'The study engines are domain below entities: no UI, features, app or entities.',
  },
  {
    target: './src/lib',
    from: [
      './src/components',
      './src/features',
      './src/app',
      './src/entities',
      './src/study-engine',
    ],
    message: 'lib is infrastructure: it never imports the study engines, UI, features or the app.',
  },
  {
    target: './src/config',
    from: [
      './src/lib',
      './src/components',
      './src/features',
      './src/app',
      './src/entities',
      './src/study-engine',
    ],
    message: 'config sits below everything: it imports only types.',
  },
  {
    target: './src/types',
    from: './src',
    except: ['./types'],
    message: 'src/types holds declarations only: it imports nothing but other types.',
  },
  // The two study engines sit side by side behind the StudyEngine contract; only the chooser
  // (src/study-engine/engine.ts) knows both. Shared language tools live in src/study-engine/text.
  {
    target: './src/study-engine/ai',
    from: './src/study-engine/offline',
    message:
      'The AI engine never imports the offline engine; share code through src/study-engine/text.',
  },
  {
    target: './src/study-engine/offline',
    from: './src/study-engine/ai',
    message:
      'The offline engine never imports the AI engine; share code through src/study-engine/text.',
  },
  {
    target: ['./src/study-engine/ai', './src/study-engine/offline'],
    from: './src/study-engine',
    except: ['./ai', './offline', './text', './citations', './types.ts', './progress.ts'],
    message:
      'An engine implements src/study-engine/types.ts; it never imports the chooser (the contract is types.ts and progress.ts).',
  },
  {
    target: './src/study-engine/text',
    from: [
      './src/study-engine/ai',
      './src/study-engine/offline',
      './src/study-engine/citations',
      './src/study-engine/engine.ts',
    ],
    message:
      'src/study-engine/text holds language tools shared by both engines: it imports neither.',
  },
  {
    target: './src/study-engine/citations',
    from: ['./src/study-engine/ai', './src/study-engine/offline', './src/study-engine/engine.ts'],
    message:
      'src/study-engine/citations checks what either engine claims against the source: it imports neither.',
  },
  {
    target: ['./src/app', './src/features', './src/components', './src/entities'],
    from: './src/study-engine/offline',
    message:
      'Reach the offline engine through getStudyEngine or getOfflineEngine: it stays in its lazily loaded chunk.',
  },
]

// docs/ARCHITECTURE.md, "SDK fences": each SDK lives behind the one module that wraps it.
// Enforced by eslint-rules/sdk-fences.js, which also checks import() and export-from.
const sdkFenceList = [
  {
    name: '@supabase/supabase-js',
    allowed: ['src/lib/supabase.ts'],
    message: 'Only src/lib/supabase.ts talks to Supabase.',
  },
  {
    name: 'openai',
    allowed: ['src/lib/ai/client.ts'],
    message: 'Only src/lib/ai/client.ts imports openai.',
  },
  ...['katex', 'speech-rule-engine'].map((name) => ({
    name,
    allowed: ['src/lib/math/**'],
    message: `Only src/lib/math/ imports ${name}.`,
  })),
  ...['pdfjs-dist', 'jszip', 'mammoth'].map((name) => ({
    name,
    allowed: ['src/lib/extract/**'],
    message: `Only src/lib/extract/ imports ${name}.`,
  })),
  {
    name: '@embedpdf/pdfium',
    allowed: ['src/lib/extract/pdfium.ts'],
    message: 'Only src/lib/extract/pdfium.ts talks to PDFium.',
  },
  {
    name: '@lingui/core',
    allowed: ['src/lib/i18n/**'],
    message: 'Translate through src/lib/i18n (useTranslation, translate).',
  },
  {
    name: 'zod',
    allowed: ['src/lib/zod.ts'],
    message: 'Import zod from @/lib/zod (set up without the eval probe the CSP reports).',
  },
  {
    name: 'sql.js',
    allowed: ['src/lib/anki/sqlite.ts'],
    message: 'Only src/lib/anki/sqlite.ts imports sql.js.',
  },
]

export default tseslint.config(
  {
    ignores: [
      'dist',
      'dist-e2e-*',
      'dist-bench-offline-*',
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
          project: [`${repoRoot}tsconfig.app.json`, `${repoRoot}tsconfig.node.json`],
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
    },
  },
  {
    files: ['src/**'],
    // Zones and fences resolve against this folder, not the working directory (editors, tests).
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: boundaryZones, basePath: repoRoot }],
    },
  },
  {
    files: ['src/**'],
    plugins: { paths: { rules: { 'kebab-case': kebabCasePaths } } },
    rules: { 'paths/kebab-case': ['error', { basePath: `${repoRoot}src` }] },
  },
  {
    files: ['src/**'],
    // Test helpers (src/testing, a feature's testing/) serve tests only: production code that
    // imported one would ship fakes and fixtures.
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**', 'src/**/testing/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@/testing/*', '**/testing/*'],
              message: 'Production code never imports test helpers.',
            },
          ],
          paths: [
            {
              name: 'react',
              importNames: ['lazy'],
              message: "lazyComponent from '@/lib/lazy-component': tests wait for its loads.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/**'],
    // Only browser code is fenced. supabase/, tests/, scripts/ and bench/ lie outside src/, and
    // tests and test helpers inside it run in Node: they may build fixtures with any SDK.
    ignores: ['src/**/*.test.{ts,tsx}', 'src/testing/**'],
    plugins: { local: { rules: { 'sdk-fences': sdkFences } } },
    rules: {
      'local/sdk-fences': [
        'error',
        { fences: sdkFenceList, typeImportsAllowed: ['src/types/**'], basePath: repoRoot },
      ],
    },
  },
  {
    // docs/ARCHITECTURE.md, "Interface languages": every component's text comes from the i18n
    // catalogues; a literal user-visible string in JSX fails lint (tests and their helpers aside).
    files: ['src/**/*.tsx'],
    ignores: ['src/**/*.test.tsx', 'src/testing/**', 'src/features/*/testing/**'],
    plugins: { i18n: { rules: { 'no-literal-ui-text': noLiteralUiText } } },
    rules: { 'i18n/no-literal-ui-text': 'error' },
  },
)
