import { activateLanguage } from '@/lib/i18n/i18n'
import type { SourceAnchor } from '@/lib/source'
import { rangeLabel } from './ai/long-source/anchor-range'
import type { LongSourceProgress } from './progress'
import { progressMessage } from './progress-text'

const at = (anchor: SourceAnchor, file?: string) => ({ anchor, ...(file ? { file } : {}) })
const pages = (from: number, to: number, file?: string) =>
  Array.from({ length: to - from + 1 }, (_, index) => at({ kind: 'page', n: from + index }, file))

const reading = (part: Extract<LongSourceProgress, { phase: 'reading' }>['part']) =>
  ({ phase: 'reading', done: 2, total: 12, part, etaMs: null }) as const

/** The parts a long read can be at: a run of pages, one slide in a file, a heading to a page. */
const parts = {
  run: pages(13, 18),
  oneInFile: [at({ kind: 'slide', n: 4 }, 'biología.pptx')],
  runInFile: [at({ kind: 'paragraph', n: 2 }, 'Célula'), at({ kind: 'paragraph', n: 5 }, 'Célula')],
  between: [at({ kind: 'heading', heading: 'Mitosis' }), at({ kind: 'page', n: 7 })],
}

describe("a long read's progress line", () => {
  afterEach(() => activateLanguage('en'))

  it("says the part in English as the prompts' labels do", () => {
    for (const part of Object.values(parts))
      expect(progressMessage(reading(part))).toBe(`Reading part 3 of 12 (${rangeLabel(part)})`)
    expect(progressMessage(reading(parts.run))).toBe('Reading part 3 of 12 (pages 13–18)')
    expect(progressMessage(reading([]))).toBe('Reading part 3 of 12')
    expect(progressMessage({ phase: 'writing' })).toBe('Writing your guide')
  })

  it('says the part in Spanish, Arabic and Chinese', async () => {
    await activateLanguage('es')
    expect(progressMessage(reading(parts.run))).toBe('Leyendo la parte 3 de 12 (páginas 13–18)')
    expect(progressMessage(reading(parts.oneInFile))).toBe(
      'Leyendo la parte 3 de 12 (biología.pptx, diapositiva 4)',
    )
    expect(progressMessage(reading(parts.runInFile))).toBe(
      'Leyendo la parte 3 de 12 (Célula, párrafos 2–5)',
    )
    expect(progressMessage(reading(parts.between))).toBe(
      'Leyendo la parte 3 de 12 (Mitosis – página 7)',
    )
    expect(progressMessage({ phase: 'condensing', round: 1, done: 1, total: 3, etaMs: null })).toBe(
      'Condensando las notas (1 de 3)',
    )
    await activateLanguage('ar')
    expect(progressMessage(reading(parts.run))).toBe('جارٍ قراءة الجزء 3 من 12 (الصفحات 13–18)')
    await activateLanguage('zh-CN')
    expect(progressMessage(reading(parts.run))).toBe('正在读取第 3 部分（共 12 部分，第 13–18 页）')
  })
})
