/**
 * The lint config is the architecture's enforcement: these tests prove that its SDK fences and
 * layer zones reject what docs/ARCHITECTURE.md forbids and accept what it allows, so a config
 * edit cannot quietly open a fence. Each case lints a snippet as if it lived at `filePath`.
 */
import { dirname } from 'node:path'
import { fileURLToPath } from 'node:url'
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint({ cwd: dirname(fileURLToPath(import.meta.url)) })

/** The ids of the rules that report `code` at `filePath`. */
async function rulesBroken(filePath: string, code: string): Promise<(string | null)[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result?.messages.map((message) => message.ruleId) ?? []
}

const staticImport = (name: string) => `import * as sdk from '${name}'\nexport const used = sdk\n`
const dynamicImport = (name: string) => `export const load = () => import('${name}')\n`
const reExport = (name: string) => `export * from '${name}'\n`

const FENCE = 'local/sdk-fences'
const ZONE = 'import-x/no-restricted-paths'

describe('SDK fences', () => {
  const sdks = [
    { name: '@supabase/supabase-js', allowed: 'src/lib/supabase.ts' },
    { name: 'openai', allowed: 'src/lib/ai/client.ts' },
    { name: 'jszip', allowed: 'src/lib/extract/pptx.ts' },
    { name: 'sql.js', allowed: 'src/lib/anki/sqlite.ts' },
    { name: '@embedpdf/pdfium', allowed: 'src/lib/extract/pdfium.ts' },
  ]

  for (const { name, allowed } of sdks) {
    it(`rejects ${name} outside its fence, statically, with import() and as a re-export`, async () => {
      for (const code of [staticImport(name), dynamicImport(name), reExport(name)]) {
        expect(await rulesBroken('src/features/quiz/model/probe.ts', code)).toContain(FENCE)
      }
    })

    it(`accepts ${name} in ${allowed}`, async () => {
      for (const code of [staticImport(name), dynamicImport(name)]) {
        expect(await rulesBroken(allowed, code)).not.toContain(FENCE)
      }
    })
  }

  it('gives each SDK its own fence: a folder allowed one SDK is not allowed the others', async () => {
    expect(await rulesBroken('src/lib/anki/read-apkg.ts', staticImport('jszip'))).toContain(FENCE)
    expect(await rulesBroken('src/lib/anki/read-apkg.ts', staticImport('sql.js'))).toContain(FENCE)
    expect(await rulesBroken('src/lib/extract/pptx.ts', staticImport('sql.js'))).toContain(FENCE)
    expect(
      await rulesBroken('src/lib/ai/client.ts', dynamicImport('@supabase/supabase-js')),
    ).toContain(FENCE)
    expect(await rulesBroken('src/lib/extract/pdf.ts', staticImport('openai'))).toContain(FENCE)
    expect(await rulesBroken('src/lib/supabase.ts', dynamicImport('mammoth'))).toContain(FENCE)
    // The rest of src/lib/ai is outside the openai fence.
    expect(await rulesBroken('src/lib/ai/stream-in-worker.ts', staticImport('openai'))).toContain(
      FENCE,
    )
    expect(await rulesBroken('src/study-engine/ai/purposes.ts', staticImport('openai'))).toContain(
      FENCE,
    )
  })

  it('counts subpaths and query suffixes as the package', async () => {
    const worker = dynamicImport('pdfjs-dist/build/pdf.worker.min.mjs?url')
    expect(await rulesBroken('src/lib/ai/probe.ts', worker)).toContain(FENCE)
    expect(await rulesBroken('src/lib/extract/probe.ts', worker)).not.toContain(FENCE)
  })

  it('allows type-only imports in src/types only', async () => {
    const typeImport =
      "import type { SupabaseClient } from '@supabase/supabase-js'\nexport type Client = SupabaseClient\n"
    expect(await rulesBroken('src/types/probe.ts', typeImport)).not.toContain(FENCE)
    expect(await rulesBroken('src/features/auth/api/probe.ts', typeImport)).toContain(FENCE)
  })

  it('leaves tests and test helpers free', async () => {
    expect(await rulesBroken('src/features/quiz/probe.test.ts', staticImport('openai'))).toEqual([])
    expect(await rulesBroken('src/testing/probe.ts', staticImport('jszip'))).toEqual([])
  })
})

describe('layer zones', () => {
  const importOf = (path: string) => `export const load = () => import('${path}')\n`

  it('rejects imports against the layering', async () => {
    expect(await rulesBroken('src/lib/probe.ts', importOf('@/components/ui/button'))).toContain(
      ZONE,
    )
    expect(await rulesBroken('src/config/probe.ts', importOf('@/lib/errors'))).toContain(ZONE)
    expect(await rulesBroken('src/types/probe.ts', importOf('@/config/limits'))).toContain(ZONE)
    expect(
      await rulesBroken('src/components/ui/probe.ts', importOf('@/features/quiz/model/quiz')),
    ).toContain(ZONE)
    expect(
      await rulesBroken('src/entities/guide/probe.ts', importOf('@/features/quiz/model/quiz')),
    ).toContain(ZONE)
    expect(
      await rulesBroken(
        'src/features/tutor/model/probe.ts',
        importOf('@/features/quiz/model/quiz'),
      ),
    ).toContain(ZONE)
  })

  it('keeps the two study engines apart, behind the StudyEngine contract', async () => {
    const offline = importOf('@/study-engine/offline/offline-engine')
    expect(await rulesBroken('src/study-engine/ai/probe.ts', offline)).toContain(ZONE)
    expect(
      await rulesBroken(
        'src/study-engine/offline/probe.ts',
        importOf('@/study-engine/ai/purposes'),
      ),
    ).toContain(ZONE)
    expect(
      await rulesBroken('src/study-engine/offline/probe.ts', importOf('@/study-engine/engine')),
    ).toContain(ZONE)
    expect(
      await rulesBroken(
        'src/study-engine/text/probe.ts',
        importOf('@/study-engine/offline/analysis'),
      ),
    ).toContain(ZONE)
    expect(
      await rulesBroken(
        'src/study-engine/citations/probe.ts',
        importOf('@/study-engine/ai/prompts'),
      ),
    ).toContain(ZONE)
    expect(await rulesBroken('src/features/quiz/api/probe.ts', offline)).toContain(ZONE)
    // Allowed: the contract and the shared text tools from either engine, both engines from the chooser.
    for (const engine of ['src/study-engine/ai/probe.ts', 'src/study-engine/offline/probe.ts']) {
      expect(await rulesBroken(engine, importOf('@/study-engine/types'))).toEqual([])
      expect(await rulesBroken(engine, importOf('@/study-engine/text/tokens'))).toEqual([])
    }
    expect(await rulesBroken('src/study-engine/probe.ts', offline)).toEqual([])
    expect(
      await rulesBroken('src/study-engine/probe.ts', importOf('@/study-engine/ai/purposes')),
    ).toEqual([])
  })

  it('keeps lib infrastructure: it never imports the study engines', async () => {
    expect(
      await rulesBroken('src/lib/ai/probe.ts', importOf('@/study-engine/ai/purposes')),
    ).toContain(ZONE)
    expect(await rulesBroken('src/lib/probe.ts', importOf('@/study-engine/types'))).toContain(ZONE)
    expect(
      await rulesBroken(
        'src/study-engine/probe.ts',
        importOf('@/entities/study-guide/study-guide'),
      ),
    ).toContain(ZONE)
    expect(await rulesBroken('src/study-engine/ai/probe.ts', importOf('@/lib/ai/client'))).toEqual(
      [],
    )
    expect(
      await rulesBroken('src/entities/study-guide/probe.ts', importOf('@/study-engine/engine')),
    ).toEqual([])
  })

  it('keeps shared components free of the study engines', async () => {
    for (const engine of [
      '@/study-engine/citations/check',
      '@/study-engine/engine',
      '@/study-engine/types',
    ]) {
      expect(await rulesBroken('src/components/citations/probe.tsx', importOf(engine))).toContain(
        ZONE,
      )
    }
    // What the citation UI shows is lib's: the verdicts and the passages' anchors.
    expect(
      await rulesBroken('src/components/citations/probe.tsx', importOf('@/lib/citation')),
    ).toEqual([])
  })

  it('keeps feature components to hooks: no API functions, no Supabase client', async () => {
    const component = 'src/features/quiz/components/probe.tsx'
    for (const dataLayer of [
      '@/features/quiz/api/quizzes-api',
      '@/entities/flashcard/flashcards-api',
      '@/entities/study-guide/source-api',
      '@/lib/supabase',
    ]) {
      expect(await rulesBroken(component, importOf(dataLayer))).toContain(ZONE)
      // A type taken from there counts too: the types a component needs live in the model.
      const typeOnly = `import type * as api from '${dataLayer}'\nexport type Api = typeof api\n`
      expect(await rulesBroken(component, typeOnly)).toContain(ZONE)
    }
    expect(
      await rulesBroken(
        'src/features/planner/components/today/probe.tsx',
        importOf('@/lib/supabase'),
      ),
    ).toContain(ZONE)
    // Allowed: the hooks and the use cases, and the hooks and use cases reaching the API.
    expect(await rulesBroken(component, importOf('@/features/quiz/api/use-quizzes'))).toEqual([])
    expect(
      await rulesBroken(component, importOf('@/entities/flashcard/use-finish-session')),
    ).toEqual([])
    expect(
      await rulesBroken(
        'src/features/quiz/api/probe.ts',
        importOf('@/features/quiz/api/quizzes-api'),
      ),
    ).toEqual([])
    expect(
      await rulesBroken(
        'src/entities/study-work/probe.ts',
        importOf('@/entities/unsaved-work/unsaved-work'),
      ),
    ).toEqual([])
  })

  it('keeps test helpers out of production code', async () => {
    const helper = "import { server } from '@/testing/msw-server'\nexport const used = server\n"
    const local = "import { x } from '../testing/saved-sets'\nexport const used = x\n"
    expect(await rulesBroken('src/features/quiz/model/probe.ts', helper)).toContain(
      'no-restricted-imports',
    )
    expect(await rulesBroken('src/features/quiz/api/probe.ts', local)).toContain(
      'no-restricted-imports',
    )
    expect(await rulesBroken('src/features/quiz/model/probe.test.ts', helper)).toEqual([])
    expect(await rulesBroken('src/features/quiz/testing/probe.ts', helper)).toEqual([])
  })

  it('names files and folders in kebab-case', async () => {
    const code = 'export const x = 1\n'
    expect(await rulesBroken('src/features/quiz/model/QuizModel.ts', code)).toContain(
      'paths/kebab-case',
    )
    expect(await rulesBroken('src/features/Quiz_Tools/model/probe.ts', code)).toContain(
      'paths/kebab-case',
    )
    for (const path of [
      'src/features/quiz/model/quiz-flow.ts',
      'src/study-engine/citations/check.worker.ts',
      'src/features/quiz/model/flows.dom.test.ts',
    ]) {
      expect(await rulesBroken(path, code)).toEqual([])
    }
  })

  it('accepts imports along the layering', async () => {
    expect(await rulesBroken('src/features/quiz/model/probe.ts', importOf('@/lib/errors'))).toEqual(
      [],
    )
    expect(await rulesBroken('src/components/ui/probe.ts', importOf('@/config/limits'))).toEqual([])
    expect(await rulesBroken('src/lib/probe.ts', importOf('@/config/limits'))).toEqual([])
  })
})

describe('user-visible text comes from the catalogues (the translated files)', () => {
  const RULE = 'i18n/no-literal-ui-text'
  const translated = 'src/components/layout/header.tsx'
  const component = (jsx: string) =>
    `import { useTranslation } from '@/lib/i18n/i18n'\nexport function Probe() {\n  const { t } = useTranslation()\n  return ${jsx}\n}\n`

  it('rejects text between tags, a string in braces, and a read attribute', async () => {
    for (const jsx of [
      '<p>Sign in to save your guides</p>',
      "<p>{'Sign in'}</p>",
      '<p>{`Sign in`}</p>',
      '<button aria-label="Close">{t(\'common.header.menu\')}</button>',
      '<input placeholder="Your name" />',
      '<img alt="A chart" src="/chart.png" />',
      '<a title="Account settings" href="/settings">{t(\'common.header.settings\')}</a>',
    ]) {
      expect(await rulesBroken(translated, component(jsx)), jsx).toContain(RULE)
    }
  })

  it('accepts catalogue text, and text without letters', async () => {
    for (const jsx of [
      "<p>{t('landing.create.lead')}</p>",
      "<button aria-label={t('common.header.menu')}>{t('common.header.menu')} ·</button>",
      "<p>{t('auth.newHere')}{' '}—</p>",
      '<input placeholder={EXAMPLE} className="w-full" />',
    ]) {
      expect(await rulesBroken(translated, component(jsx)), jsx).not.toContain(RULE)
    }
  })

  it('is enabled in every component of src/, not in tests or their helpers', async () => {
    const literal = component('<p>Sign in to save your guides</p>')
    expect(await rulesBroken('src/features/landing/components/hero.tsx', literal)).toContain(RULE)
    expect(await rulesBroken('src/features/auth/components/auth-dialog.tsx', literal)).toContain(
      RULE,
    )
    expect(await rulesBroken('src/features/quiz/components/probe.tsx', literal)).toContain(RULE)
    expect(await rulesBroken('src/features/generation/components/probe.tsx', literal)).toContain(
      RULE,
    )
    expect(await rulesBroken('src/app/routes/probe.tsx', literal)).toContain(RULE)
    expect(await rulesBroken('src/lib/probe.tsx', literal)).toContain(RULE)
    expect(await rulesBroken('src/features/quiz/testing/probe.tsx', literal)).not.toContain(RULE)
    expect(await rulesBroken('src/features/beta-admin/components/probe.tsx', literal)).toContain(
      RULE,
    )
    expect(await rulesBroken('src/components/layout/header.test.tsx', literal)).not.toContain(RULE)
  })
})
