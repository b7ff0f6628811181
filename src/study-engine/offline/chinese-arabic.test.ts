/**
 * The offline engine on Chinese and Arabic material (issue 47): Chinese is cut into words by
 * Intl.Segmenter, so its key terms are words (never one character, never a whole clause); both
 * get their own headings, definitions and stop words, and every line quotes the source.
 */
import { analyze } from './analysis'
import { isSourceSentence } from './grounding'
import { createOfflineEngine } from './offline-engine'
import { ARABIC, CHINESE, PHOTOSYNTHESIS } from './sample-texts'

const engine = createOfflineEngine()

/** The bold terms of the guide's Key Concepts section. */
function keyTerms(guide: string, heading: string): string[] {
  const section = guide.split(`## ${heading}\n`)[1]!.split('\n## ')[0]!
  return [...section.matchAll(/^- \*\*(.+?)\*\*/gm)].map((match) => match[1]!)
}

describe('Chinese material', () => {
  it('gives key terms that are words of the source, not characters or clauses', async () => {
    const guide = await engine.generateStudyGuide({ content: CHINESE })
    const terms = keyTerms(guide, '关键概念')
    expect(terms.length).toBeGreaterThanOrEqual(5)
    expect(terms).toEqual(expect.arrayContaining(['光合作用', '叶绿体', '线粒体', '二氧化碳']))
    for (const term of terms) {
      expect(CHINESE).toContain(term)
      expect(term.length, term).toBeGreaterThanOrEqual(2)
      expect(term.length, term).toBeLessThanOrEqual(6)
    }
  })

  it('finds its definitions and writes its guide under Chinese headings', async () => {
    const { lang, definitions, sentences } = analyze(CHINESE)
    expect(lang).toBe('zh')
    expect(sentences.length).toBe(9)
    expect(definitions.map((d) => [d.term, d.definition])).toContainEqual([
      '光合作用',
      '植物利用光能把二氧化碳和水转化为葡萄糖的过程',
    ])
    const guide = await engine.generateStudyGuide({ content: CHINESE })
    for (const heading of ['概述', '关键概念', '定义', '解释', '练习题', '总结'])
      expect(guide).toContain(`## ${heading}\n`)
  })

  it('quizzes on sentences the source says', async () => {
    const quiz = await engine.generateQuiz({
      content: CHINESE,
      count: 4,
      includeBroader: false,
      difficulty: 'easy',
    })
    expect(quiz.length).toBeGreaterThan(0)
    for (const question of quiz)
      expect(isSourceSentence(question.explanation.replace(/^材料中说：“|”$/g, ''), CHINESE)).toBe(
        true,
      )
  })
})

describe('Arabic material', () => {
  it('gives Arabic headings, its definitions and key terms without stop words', async () => {
    const guide = await engine.generateStudyGuide({ content: ARABIC })
    for (const heading of ['نظرة عامة', 'المفاهيم الأساسية', 'التعريفات', 'الملخص'])
      expect(guide).toContain(`## ${heading}\n`)
    const terms = keyTerms(guide, 'المفاهيم الأساسية')
    expect(terms).toEqual(expect.arrayContaining(['البناء الضوئي', 'الغشاء الخلوي']))
    for (const term of terms) expect(['هي', 'هو', 'التي', 'في']).not.toContain(term)
    expect(analyze(ARABIC).definitions.map((d) => d.term)).toContain('الميتوكوندريا')
  })
})

describe('the output languages the interface offers', () => {
  it.each([
    ['Simplified Chinese', '## 概述'],
    ['Brazilian Portuguese', '## Visão geral'],
    ['Arabic', '## نظرة عامة'],
  ])('%s gives its headings', async (language, heading) => {
    const guide = await engine.generateStudyGuide({ content: PHOTOSYNTHESIS, language })
    expect(guide).toContain(`${heading}\n`)
  })
})
