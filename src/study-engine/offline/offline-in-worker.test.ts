import { AppError, messages } from '@/lib/errors'
import { activateLanguage } from '@/lib/i18n/i18n'
import { createOfflineEngine } from './offline-engine'
import { createOfflineEngineInWorker, OFFLINE_WORKER_IDLE_MS } from './offline-in-worker'
import type { FromOfflineWorker, OfflineCall } from './offline-worker-protocol'
import { runOfflineCall } from './run-offline-call'
import { BIOLOGY, HISTORY } from './sample-texts'

/**
 * jsdom has no Worker. `PageWorker` stands in for the browser's: it answers each posted call, one
 * at a time as a worker thread does, with what `offline.worker.ts` answers (the same
 * `runOfflineCall` on the same engine) — or holds its replies until the test releases them.
 */
class PageWorker {
  static started: PageWorker[] = []
  onmessage: ((event: { data: FromOfflineWorker }) => void) | null = null
  onerror: ((event: { message: string; preventDefault: () => void }) => void) | null = null
  readonly posted: OfflineCall[] = []
  terminated = false
  private queue = Promise.resolve()
  private held: Promise<void> | null = null
  private release: () => void = () => {}

  constructor() {
    PageWorker.started.push(this)
  }

  /** Replies wait until `resume()`. */
  hold() {
    this.held = new Promise((resolve) => (this.release = resolve))
  }

  resume() {
    this.release()
  }

  postMessage(call: OfflineCall) {
    this.posted.push(structuredClone(call))
    this.queue = this.queue.then(async () => {
      await this.held
      const reply = await runOfflineCall(createOfflineEngine, structuredClone(call))
      if (!this.terminated) this.onmessage?.({ data: structuredClone(reply) })
    })
  }

  terminate() {
    this.terminated = true
    this.release()
  }
}

const start = () => new PageWorker() as unknown as Worker
const inPlace = createOfflineEngine()
const quizInput = {
  content: BIOLOGY,
  count: 5,
  includeBroader: false,
  difficulty: 'medium' as const,
}

beforeEach(() => {
  PageWorker.started = []
})

describe('the offline engine in a worker', () => {
  it('answers in the worker exactly as the engine does in place, streaming the whole guide', async () => {
    const engine = createOfflineEngineInWorker(start)
    const onText = vi.fn()
    const guide = await engine.generateStudyGuide({ content: HISTORY }, { onText })
    expect(guide).toBe(await inPlace.generateStudyGuide({ content: HISTORY }))
    expect(onText).toHaveBeenCalledWith(guide)
    expect(await engine.generateQuiz(quizInput)).toEqual(await inPlace.generateQuiz(quizInput))
    expect(await engine.generateTitle(BIOLOGY)).toBe(await inPlace.generateTitle(BIOLOGY))
    // One worker served every call, each posted once.
    expect(PageWorker.started).toHaveLength(1)
    expect(PageWorker.started[0]?.posted.map((call) => call.method)).toEqual([
      'generateStudyGuide',
      'generateQuiz',
      'generateTitle',
    ])
  })

  it('runs in place, through the same calls, where the page has no Worker', async () => {
    const engine = createOfflineEngineInWorker(null)
    const onText = vi.fn()
    const guide = await engine.generateStudyGuide({ content: BIOLOGY }, { onText })
    expect(guide).toBe(await inPlace.generateStudyGuide({ content: BIOLOGY }))
    expect(onText).toHaveBeenCalledWith(guide)
    expect(engine.kind).toBe('offline')
    expect(engine.label).toBe('Offline engine — no AI')
  })

  it('Cancel rejects the call at once, stops the busy worker and hands waiting calls to a new one', async () => {
    const engine = createOfflineEngineInWorker(start)
    const controller = new AbortController()
    const cancelled = engine.generateStudyGuide({ content: HISTORY }, { signal: controller.signal })
    const first = PageWorker.started[0]
    first?.hold()
    const waiting = engine.generateQuiz(quizInput)
    controller.abort()
    await expect(cancelled).rejects.toEqual(new AppError('aborted', messages.guideFailed))
    expect(first?.terminated).toBe(true)
    expect(await waiting).toEqual(await inPlace.generateQuiz(quizInput))
    expect(PageWorker.started).toHaveLength(2)
    expect(PageWorker.started[1]?.posted.map((call) => call.method)).toEqual(['generateQuiz'])
  })

  it('refuses a call whose signal is already aborted without posting it', async () => {
    const engine = createOfflineEngineInWorker(start)
    const quiz = engine.generateQuiz(quizInput, { signal: AbortSignal.abort() })
    await expect(quiz).rejects.toMatchObject({ kind: 'aborted', message: messages.quizFailed })
    expect(PageWorker.started).toHaveLength(0)
  })

  it('answers in place when the worker cannot be loaded, and starts no other', async () => {
    class Unloadable extends PageWorker {
      override postMessage() {
        setTimeout(() => this.onerror?.({ message: '404', preventDefault: () => {} }), 0)
      }
    }
    const engine = createOfflineEngineInWorker(() => new Unloadable() as unknown as Worker)
    expect(await engine.generateQuiz(quizInput)).toEqual(await inPlace.generateQuiz(quizInput))
    expect(await engine.generateTitle(HISTORY)).toBe(await inPlace.generateTitle(HISTORY))
    expect(PageWorker.started).toHaveLength(1)
    expect(PageWorker.started[0]?.terminated).toBe(true)
  })

  it('stops an idle worker, releasing the analyses it keeps, and starts one on the next call', async () => {
    vi.useFakeTimers()
    try {
      const engine = createOfflineEngineInWorker(start)
      await engine.generateTitle(BIOLOGY)
      await vi.advanceTimersByTimeAsync(OFFLINE_WORKER_IDLE_MS - 1)
      expect(PageWorker.started[0]?.terminated).toBe(false)
      await vi.advanceTimersByTimeAsync(1)
      expect(PageWorker.started[0]?.terminated).toBe(true)
      expect(await engine.generateTitle(HISTORY)).toBe(await inPlace.generateTitle(HISTORY))
      expect(PageWorker.started).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })
})

/** Notes in Russian: a language the engine has no words of its own for (issue 47, clause 4). */
const RUSSIAN = `# Клетка

Клетка является основной единицей жизни. Мембрана окружает клетку и пропускает воду.
Митохондрии вырабатывают энергию для клетки. Ядро хранит наследственную информацию клетки.
Рибосомы собирают белки из аминокислот. Хлоропласты превращают свет в энергию растений.
Цитоплазма заполняет клетку и удерживает органеллы на своих местах.`

describe('the engine writes for the reader', () => {
  afterEach(() => activateLanguage('en'))

  it('words a quiz, its explanations, a guide and the tutor in the interface language when the notes are in Russian', async () => {
    await activateLanguage('es')
    const engine = createOfflineEngineInWorker(start)
    const quiz = await engine.generateQuiz({ ...quizInput, content: RUSSIAN })
    expect(quiz.length).toBeGreaterThan(0)
    for (const question of quiz) {
      expect(question.question).toMatch(/^(Completa el espacio en blanco: |¿Qué )/)
      expect(question.explanation).toMatch(/^El material dice: «\p{sc=Cyrillic}/u)
    }
    expect(
      await engine.explainMistake({
        question: quiz[0]!.question,
        studentAnswer: 'Рибосомы',
        correctAnswer: 'Мембрана',
        context: RUSSIAN,
      }),
    ).toMatch(/^La respuesta correcta es «Мембрана»\. El material dice: «/)
    const guide = await engine.generateStudyGuide({ content: RUSSIAN })
    expect(guide).toContain('## Visión general')
    expect(guide).toContain('## Conceptos clave')
    expect(
      await engine.askTutor({
        guideContent: RUSSIAN,
        question: 'Что делают рибосомы?',
        history: [],
      }),
    ).toMatch(/^Motor sin conexión — sin IA: /)
    // The reader's language travelled with each call to the worker.
    expect(new Set(PageWorker.started.flatMap((w) => w.posted.map((call) => call.reader)))).toEqual(
      new Set(['es']),
    )
  })

  it('keeps the language of notes it can read, whatever the interface', async () => {
    await activateLanguage('es')
    const engine = createOfflineEngineInWorker(start)
    const quiz = await engine.generateQuiz(quizInput)
    expect(quiz).toEqual(await inPlace.generateQuiz(quizInput))
    expect(quiz.map((q) => q.explanation)).toEqual(
      quiz.map(() => expect.stringMatching(/^The source says: "/)),
    )
  })
})
