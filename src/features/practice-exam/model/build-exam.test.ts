import { describe, expect, it } from 'vitest'
import { examGuideContent } from '../testing/exam-guide'
import { buildExam, BLANK } from './build-exam'
import type { ExamQuestion, QuestionKind } from './exam'
import { examSections, shareBySection } from './guide-points'
import { buildUnitContent } from '@/entities/study-guide/unit-guide'
import { getOfflineEngine } from '@/study-engine/engine'
import { topicNames, topicNotes } from '../testing/topic-notes'

const guide = { title: 'Cells and Transport', content: examGuideContent }
const allKinds: QuestionKind[] = ['choice', 'true-false', 'blank', 'written']

const count = (questions: ExamQuestion[], section: string) =>
  questions.filter((question) => question.section === section).length

describe('buildExam', () => {
  it('covers the sections with definitions in proportion to them (3 : 3 : 2)', () => {
    const exam = buildExam(guide, { timeLimit: 20, count: 8, kinds: allKinds }, 'seed', 'en')
    expect(exam.questions).toHaveLength(8)
    expect(count(exam.questions, 'Cell Structures')).toBe(3)
    expect(count(exam.questions, 'Transport')).toBe(3)
    expect(count(exam.questions, 'Cell Division')).toBe(2)
    expect(count(exam.questions, 'Overview') + count(exam.questions, 'Summary')).toBe(0)
  })

  it('mixes every chosen kind, and only those', () => {
    const exam = buildExam(guide, { timeLimit: null, count: 8, kinds: allKinds }, 'seed', 'en')
    expect(new Set(exam.questions.map((question) => question.kind))).toEqual(new Set(allKinds))
    const written = buildExam(
      guide,
      { timeLimit: null, count: 4, kinds: ['written'] },
      'seed',
      'en',
    )
    expect(written.questions.every((question) => question.kind === 'written')).toBe(true)
  })

  it("asks each kind about the material's own definitions, with the right answer", () => {
    const exam = buildExam(guide, { timeLimit: 45, count: 12, kinds: allKinds }, 'other seed', 'en')
    for (const question of exam.questions) {
      if (question.kind === 'choice') {
        expect(question.options).toHaveLength(4)
        expect(new Set(question.options).size).toBe(4)
        const term = question.options[question.answer]!
        const definition = /“(.+)”/.exec(question.prompt)?.[1]
        expect(examGuideContent).toContain(`**${term}**: ${definition}.`)
      }
      if (question.kind === 'blank') {
        const [term, definition] = question.prompt.slice(0, -1).split(' — ') as [string, string]
        expect(examGuideContent).toContain(
          `**${term}**: ${definition.replace(BLANK, question.answer)}`,
        )
      }
      if (question.kind === 'true-false') {
        const stated = question.prompt.replace('True or false: ', '')
        expect(stated === question.correction).toBe(question.answer)
      }
      if (question.kind === 'written') {
        expect(question.rubric.length).toBeGreaterThanOrEqual(1)
        for (const point of question.rubric) expect(point.keyTerms.length).toBeGreaterThan(0)
      }
    }
  })

  it('gives the same exam for the same seed, another for another', () => {
    const settings = { timeLimit: 20 as const, count: 10, kinds: allKinds }
    expect(buildExam(guide, settings, 'a', 'en')).toEqual(buildExam(guide, settings, 'a', 'en'))
    expect(buildExam(guide, settings, 'a', 'en').questions).not.toEqual(
      buildExam(guide, settings, 'b', 'en').questions,
    )
  })

  it('a guide without definitions gives an exam without questions', () => {
    const exam = buildExam(
      { title: 'Notes', content: '# Notes\n\nJust prose.' },
      { timeLimit: 20, count: 5, kinds: allKinds },
      's',
      'en',
    )
    expect(exam.questions).toEqual([])
  })
})

describe('a practice exam on a generated guide', () => {
  // The offline engine lists every definition under Key Concepts and Definitions; the material's
  // topics are its Explanations' ### subsections, named by the source's own headings.
  it("groups the questions by the material's topics, not the guide's lists", async () => {
    const content = await getOfflineEngine().generateStudyGuide({ content: topicNotes })
    const exam = buildExam(
      { title: 'Photosynthesis', content },
      { timeLimit: 20, count: 10, kinds: allKinds },
      'seed',
      'en',
    )
    expect(exam.questions).toHaveLength(10)
    const sections = new Set(exam.questions.map((question) => question.section))
    expect(sections.size).toBeGreaterThanOrEqual(2)
    for (const section of sections) expect(topicNames).toContain(section)
  })
})

describe('a generated guide whose topic headings an engine reworded', () => {
  // The topics' headings and text share no word with most definitions: a grouping by topic
  // would put one definition in a topic and leave the rest in a catch-all beside it.
  const reworded = (explanations: string) => `# Photosynthesis

## Summary
Plants make sugar from light.

## Key Concepts and Definitions
- **Chlorophyll**: the green pigment that absorbs red and blue light
- **Stroma**: the fluid around the thylakoids where the Calvin cycle runs
- **RuBisCO**: the enzyme that fixes carbon dioxide onto ribulose bisphosphate
- **Photolysis**: the splitting of water that releases oxygen

## Explanations
${explanations}
`
  const keyConcepts = 'Key Concepts and Definitions'
  const terms = ['Chlorophyll', 'Stroma', 'RuBisCO', 'Photolysis']

  it.each([
    [
      'share no word with any definition',
      '### Getting started\nFirst things first.\n\n### What follows\nThen comes the next stage.',
    ],
    [
      'share a word with one definition only',
      '### Capturing light\nIt begins here.\n\n### What follows\nThen comes the next stage.',
    ],
  ])('asks by its ## sections when the topics %s', (_, explanations) => {
    const sections = examSections(reworded(explanations))
    expect(sections.map((section) => section.title)).toEqual([keyConcepts])
    expect(sections[0]?.definitions.map((definition) => definition.term)).toEqual(terms)
    const exam = buildExam(
      { title: 'Photosynthesis', content: reworded(explanations) },
      { timeLimit: 20, count: 4, kinds: allKinds },
      'seed',
      'en',
    )
    expect(exam.questions.map((question) => question.section)).toEqual(Array(4).fill(keyConcepts))
  })

  it('groups by topic when two topics or more take the definitions', () => {
    const sections = examSections(
      reworded(
        '### Capturing light\nPigments absorb it.\n\n### Fixing carbon\nThe enzyme works in the stroma fluid.',
      ),
    )
    expect(sections.map((section) => section.title)).toEqual([
      'Capturing light',
      'Fixing carbon',
      keyConcepts,
    ])
  })
})

describe('a practice exam on a generated guide and a written one (their unit guide)', () => {
  it("keeps each guide's definitions in that guide's own topics or sections", async () => {
    const generated = await getOfflineEngine().generateStudyGuide({
      content: topicNotes,
      title: 'Photosynthesis',
    })
    const unit = buildUnitContent([
      { title: 'Photosynthesis', content: generated, originalText: '' },
      { title: 'Cells and Transport', content: examGuideContent, originalText: '' },
    ])
    const sections = examSections(unit)
    const photosynthesis = topicNames.map((topic) => `Photosynthesis — ${topic}`)
    const cells = ['Cell Structures', 'Transport', 'Cell Division'].map(
      (section) => `Cells and Transport — ${section}`,
    )
    expect(sections.map((section) => section.title).sort()).toEqual(
      expect.arrayContaining(cells.sort()),
    )
    for (const section of sections)
      expect([...photosynthesis, ...cells], section.title).toContain(section.title)
    // Mitochondria (energy, glucose) stay with the cells, not with photosynthesis's topics.
    const mitochondria = sections.find((s) => s.definitions.some((d) => d.term === 'Mitochondria'))
    expect(mitochondria?.title).toBe('Cells and Transport — Cell Structures')
  })
})

describe('shareBySection', () => {
  it('hands out the remainder to the largest remainders', () => {
    const sections = [3, 3, 2].map((n) => ({ title: '', definitions: Array(n).fill(null) }))
    expect(shareBySection(sections, 10)).toEqual([4, 4, 2])
    expect(shareBySection(sections, 1)).toEqual([1, 0, 0])
  })
})

describe('a practice exam on several guides (their unit guide)', () => {
  const unit = buildUnitContent([
    {
      title: 'Cell Biology',
      content:
        '## Key Concepts\n- **Ribosome**: The site of protein synthesis.\n- **Nucleus**: The organelle that holds the DNA.',
      originalText: '',
    },
    {
      title: 'Photosynthesis',
      content:
        '## Key Concepts\n- **Chlorophyll**: The pigment that absorbs light.\n- **Stroma**: The fluid around the thylakoids.',
      originalText: '',
    },
  ])

  it('covers every guide, its sections named by their guide', () => {
    const exam = buildExam(
      { title: 'Unit', content: unit },
      { timeLimit: null, count: 4, kinds: allKinds },
      'seed',
      'en',
    )
    expect(count(exam.questions, 'Cell Biology — Key Concepts')).toBe(2)
    expect(count(exam.questions, 'Photosynthesis — Key Concepts')).toBe(2)
  })
})

/** Definitions in Russian: a language whose words the exam has not (issue 47, clause 4). */
const russianGuide = `# Клетка

## Строение
- **Мембрана**: оболочка, которая пропускает воду и удерживает белки.
- **Митохондрии**: органеллы, которые вырабатывают энергию для клетки.
- **Рибосомы**: структуры, которые собирают белки из аминокислот.
- **Ядро**: органелла, которая хранит наследственный материал клетки.
`

describe('the wording of the questions', () => {
  const settings = { timeLimit: null, count: 4, kinds: allKinds }
  const prompts = (content: string, reader: 'en' | 'es' | 'ar') =>
    buildExam({ title: 'Клетка', content }, settings, 'seed', reader).questions.map((q) => q.prompt)

  it("follows the student's language when the guide's cannot be told", () => {
    const spanish = prompts(russianGuide, 'es')
    expect(spanish).toContainEqual(expect.stringMatching(/^¿Qué término es este: «оболочка/))
    expect(spanish).toContainEqual(expect.stringMatching(/^Verdadero o falso: /))
    expect(spanish).toContainEqual(expect.stringMatching(/^Explica qué son \p{sc=Cyrillic}+ y /u))
    expect(spanish.join(' ')).not.toMatch(/Which term|True or false|Explain what/)
    expect(prompts(russianGuide, 'ar')).toContainEqual(expect.stringMatching(/^صواب أم خطأ: /))
  })

  it("keeps the guide's language when it can be told, whatever the interface", () => {
    expect(prompts(guide.content, 'es')).toEqual(prompts(guide.content, 'en'))
    expect(prompts(guide.content, 'es')).toContainEqual(expect.stringMatching(/^True or false: /))
  })
})
