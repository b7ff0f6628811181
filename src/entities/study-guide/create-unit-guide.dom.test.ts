import { DEFAULT_COVER } from '@/config/cover-colors'
import { MAX_SOURCE_CHARS } from '@/config/limits'
import type { StudyGuide } from '@/entities/study-guide/study-guide'
import { PROVIDER_SETTINGS_KEY } from '@/lib/ai/provider-settings'
import { messages } from '@/lib/errors'
import { activateLanguage } from '@/lib/i18n/i18n'
import { getStudyEngine } from '@/study-engine/engine'
import { aiHandlers, recordAiRequests } from '@/testing/ai-handlers'
import { server } from '@/testing/msw-server'
import { createFromGuides } from './create-unit-guide'

function guide(id: string, title: string, originalText: string): StudyGuide {
  return {
    id,
    title,
    content: `# ${title}\n\n## Overview\nA short guide.`,
    originalText,
    createdAt: '2026-11-01T10:00:00Z',
    kind: 'guide',
    isUnitGuide: false,
    coverColor: DEFAULT_COVER,
    sourceGuideIds: [],
  }
}

describe('a combined guide over long guides', () => {
  it('is refused before any request when their material is over the limit of one guide', async () => {
    localStorage.setItem(
      PROVIDER_SETTINGS_KEY,
      JSON.stringify({ baseURL: 'https://ai.example.test/v1', model: 'gpt-4' }),
    )
    const log = recordAiRequests()
    server.use(log.handler, ...aiHandlers)
    const half = 'Cells divide by mitosis. '.repeat(MAX_SOURCE_CHARS / 50 + 1)
    const guides = [guide('g1', 'Cells', half), guide('g2', 'Tissues', half)]
    const size = guides.reduce((sum, g) => sum + g.originalText.length, 0)
    await expect(
      createFromGuides({
        userId: 'u1',
        mode: 'combined',
        title: '',
        guides,
        engine: getStudyEngine(),
      }),
    ).rejects.toMatchObject({ kind: 'validation', message: messages.combinedSourceTooLong(size) })
    expect(log.requests).toEqual([])
    expect(messages.combinedSourceTooLong(size)).toBe(
      `The selected guides' material is ${size.toLocaleString('en-US')} characters long; the limit is 2,000,000 characters per study guide. Select fewer guides.`,
    )
  })
})

describe('a unit guide over fewer than two guides (one deleted meanwhile, in another tab)', () => {
  afterEach(() => activateLanguage('en'))

  const oneGuide = {
    userId: 'u1',
    mode: 'unit' as const,
    title: '',
    guides: [guide('g1', 'Cells', 'Cells divide by mitosis.')],
    engine: getStudyEngine(),
  }

  it('is refused in English', async () => {
    await expect(createFromGuides(oneGuide)).rejects.toMatchObject({
      kind: 'validation',
      message: 'Select at least 2 guides to combine.',
    })
  })

  it('is refused in the interface language', async () => {
    await activateLanguage('es')
    await expect(createFromGuides(oneGuide)).rejects.toMatchObject({
      kind: 'validation',
      message: 'Selecciona al menos 2 guías para combinar.',
    })
    await activateLanguage('ar')
    await expect(createFromGuides({ ...oneGuide, mode: 'combined' })).rejects.toMatchObject({
      message: 'اختر 2 أدلة على الأقل لدمجها.',
    })
  })
})
