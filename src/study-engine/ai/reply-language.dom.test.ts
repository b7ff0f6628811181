// @vitest-environment jsdom
// The AI follows the interface language (issue 47): each request, built by the real prompt
// builders and sent to the test AI server, tells the model to write in the material's language
// and, when that cannot be told, in the student's interface language.
import { activateLanguage } from '@/lib/i18n/i18n'
import { aiHandlers, recordAiRequests, sampleGuide, testAiConfig } from '@/testing/ai-handlers'
import { server } from '@/testing/msw-server'
import type { StudyEngine } from '@/study-engine/types'
import { chunkNotesMessages, mergeNotesMessages } from './long-source/notes-prompts'
import { createAiEngine } from './purposes'

const material = '$$E = mc^2$$'

/** Every purpose once, each asked of the engine as the app asks it. */
const purposes: Record<string, (engine: StudyEngine) => Promise<unknown>> = {
  title: (engine) => engine.generateTitle(material),
  guide: (engine) => engine.generateStudyGuide({ content: material }),
  'unit guide': (engine) =>
    engine.generateCombinedGuide({ title: 'Unit', guides: [{ title: 'A', content: material }] }),
  tutor: (engine) => engine.askTutor({ guideContent: sampleGuide, question: '?', history: [] }),
  quiz: (engine) =>
    engine.generateQuiz({ content: material, count: 2, includeBroader: false, difficulty: 'easy' }),
  flashcards: (engine) => engine.generateFlashcards({ content: material, title: 'E', count: 2 }),
  mistake: (engine) =>
    engine.explainMistake({ question: '?', studentAnswer: '1', correctAnswer: '2', context: '' }),
  'audio overview': (engine) =>
    engine.writeAudioScript!({ title: 'E', content: sampleGuide, length: 'short' }),
}

async function systemPromptOf(ask: (engine: StudyEngine) => Promise<unknown>): Promise<string> {
  const log = recordAiRequests()
  server.use(log.handler, ...aiHandlers)
  await ask(createAiEngine(testAiConfig)).catch(() => undefined)
  expect(log.requests).toHaveLength(1)
  return String(log.requests[0]!.body.messages[0]?.content)
}

describe("the AI writes in the interface language when the material's cannot be told", () => {
  for (const [purpose, ask] of Object.entries(purposes)) {
    it(`${purpose}: Arabic in an Arabic interface, English in an English one`, async () => {
      expect(await systemPromptOf(ask)).toContain("English, the student's")
      await activateLanguage('ar')
      const prompt = await systemPromptOf(ask)
      expect(prompt).toContain("Arabic, the student's")
      expect(prompt).not.toContain('English, the student')
    })
  }

  it('notes on a long source, and their merge, name the interface language too', async () => {
    await activateLanguage('zh-CN')
    const chunk = chunkNotesMessages({ label: 'pages 1–3', text: material }, {})
    const merge = mergeNotesMessages([{ label: 'pages 1–3', text: '- E' }], {})
    expect(chunk[0]?.content).toContain("write in Simplified Chinese, the student's language")
    expect(merge[0]?.content).toContain("write in Simplified Chinese, the student's language")
  })

  it('a chosen output language still wins over both', async () => {
    await activateLanguage('de')
    const prompt = await systemPromptOf((engine) =>
      engine.generateStudyGuide({ content: material, language: 'Spanish' }),
    )
    expect(prompt).toContain('Write the whole guide in Spanish')
    expect(prompt).not.toContain('German')
  })
})
