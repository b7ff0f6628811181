import type { StudyEngine } from '@/study-engine/types'
import * as samples from './sample-texts'

/** A fresh copy of the engine's modules, so nothing is answered from an earlier analysis. */
async function freshEngine(): Promise<StudyEngine> {
  vi.resetModules()
  const { createOfflineEngine } = await import('./offline-engine')
  return createOfflineEngine()
}

/** Every method of the engine on one text (quizzes at all three difficulties). */
async function everything(engine: StudyEngine, content: string) {
  const quiz = (difficulty: 'easy' | 'medium' | 'hard') =>
    engine.generateQuiz({ content, count: 10, includeBroader: false, difficulty })
  return {
    title: await engine.generateTitle(content),
    guide: await engine.generateStudyGuide({ content }),
    quizzes: [await quiz('easy'), await quiz('medium'), await quiz('hard')],
    cards: await engine.generateFlashcards({ content, title: 'Notes', count: 15 }),
    tutor: await engine.askTutor({
      guideContent: content,
      question: 'What is the most important idea here?',
      history: [],
    }),
  }
}

const texts = Object.entries(samples).filter(([, text]) => typeof text === 'string')

describe('the offline engine is deterministic', () => {
  it.each(texts)(
    '%s: the same output from a fresh start, from its cache and after it',
    async (_, text) => {
      const engine = await freshEngine()
      const first = await everything(engine, text)
      // The second run reads the cached analysis; the third computes it again from nothing.
      expect(await everything(engine, text)).toEqual(first)
      expect(await everything(await freshEngine(), text)).toEqual(first)
    },
  )

  it.each(texts)(
    '%s: the same output whatever the default locale of the browser',
    async (_, text) => {
      const expected = await everything(await freshEngine(), text)
      // A browser set to a language whose collation orders strings the other way round and whose
      // capitals are Turkish (i → İ): only operations that name their locale give the same answer.
      const native = {
        compare: String.prototype.localeCompare,
        upper: String.prototype.toLocaleUpperCase,
      }
      vi.spyOn(String.prototype, 'localeCompare').mockImplementation(function (
        this: string,
        that: string,
        locales?: Intl.LocalesArgument,
        options?: Intl.CollatorOptions,
      ) {
        const order = native.compare.call(this, that, locales ?? 'en', options)
        return locales === undefined ? -order : order
      })
      vi.spyOn(String.prototype, 'toLocaleUpperCase').mockImplementation(function (
        this: string,
        locales?: Intl.LocalesArgument,
      ) {
        return native.upper.call(this, locales ?? 'tr')
      })
      try {
        expect(await everything(await freshEngine(), text)).toEqual(expected)
      } finally {
        vi.restoreAllMocks()
      }
    },
  )
})
