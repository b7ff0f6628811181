import { within } from '@testing-library/react'
import type { Citation } from '@/lib/citation'
import type { Exam } from '../model/exam'
import { examHtml } from './exam-document'

const onPage = (n: number): Citation[] => [
  { status: 'verified', passage: 0, anchor: { kind: 'page', n }, marks: [] },
]

const exam: Exam = {
  id: 'exam_1',
  guideTitle: 'Cells <b>& Transport</b>',
  timeLimit: null,
  questions: [
    {
      id: 'x_0',
      kind: 'choice',
      section: 'Organelles',
      prompt: 'Which organelle makes ATP? <script>window.pwned = true</script>',
      options: ['Mitochondria', '<img src=x onerror=alert(1)>'],
      answer: 0,
      citations: onPage(2),
    },
    {
      id: 'x_1',
      kind: 'true-false',
      section: 'Membranes',
      prompt: 'The membrane is a single layer.',
      answer: false,
      correction: 'It is a bilayer.',
      citations: onPage(3),
    },
    {
      id: 'x_2',
      kind: 'written',
      section: 'Transport',
      prompt: 'Explain diffusion.',
      rubric: [{ text: 'Particles move from high to low concentration.', keyTerms: ['particl'] }],
      modelAnswer: 'Particles spread out.',
      citations: onPage(4),
    },
  ],
}

function parsed(html: string) {
  return new DOMParser().parseFromString(html, 'text/html')
}

/** The printed questions: the document's list items, a choice's options a list inside them. */
function questionsOf(doc: Document) {
  return [...doc.querySelectorAll('main > ol > li')] as HTMLElement[]
}

/** Issue #45, practice exam 5: the exam and its answer key through the PDF export's document. */
describe("the practice exam's HTML document", () => {
  it('prints the questions alone, each with the page it comes from, a choice with its options', async () => {
    const doc = parsed(await examHtml(exam, false))
    expect(doc.title).toBe('Cells <b>& Transport</b>: practice exam')
    expect(within(doc.body).getByRole('heading', { level: 1 })).toHaveTextContent(
      'Cells <b>& Transport</b>: practice exam',
    )
    const questions = questionsOf(doc)
    expect(questions).toHaveLength(3)
    expect(
      questions.map((question) => within(question).getByText(/^Source: page/).textContent),
    ).toEqual(['Source: page 2', 'Source: page 3', 'Source: page 4'])
    const options = within(questions[0]!).getByRole('list')
    expect(
      within(options)
        .getAllByRole('listitem')
        .map((option) => option.textContent),
    ).toEqual(['Mitochondria', '<img src=x onerror=alert(1)>'])
    expect(doc.body).not.toHaveTextContent('Answer:')
    expect(doc.body).not.toHaveTextContent('It is a bilayer.')
    expect(doc.body).not.toHaveTextContent('high to low concentration')
    expect(doc.querySelector('footer')).toHaveTextContent('Exported from Studywise')
  })

  it('prints the answer key: each answer with the page it rests on', async () => {
    const doc = parsed(await examHtml(exam, true))
    expect(doc.title).toBe('Cells <b>& Transport</b>: practice exam answer key')
    const answers = questionsOf(doc).map(
      (question) => within(question).getByText('Answer:').parentElement?.textContent,
    )
    expect(answers).toEqual([
      'Answer: Mitochondria (page 2)',
      'Answer: False. It is a bilayer. (page 3)',
      'Answer: Particles move from high to low concentration. (page 4)',
    ])
    // The key names no options to choose from.
    expect(within(questionsOf(doc)[0]!).queryByRole('list')).not.toBeInTheDocument()
  })

  it('escapes the material and the AI: a <script> in a question is its text, not markup', async () => {
    for (const answerKey of [false, true]) {
      const html = await examHtml(exam, answerKey)
      const doc = parsed(html)
      expect(doc.querySelectorAll('script, img, b')).toHaveLength(0)
      expect(html).toContain('&lt;script&gt;window.pwned = true&lt;/script&gt;')
      expect(questionsOf(doc)[0]?.querySelector('p')).toHaveTextContent(
        'Which organelle makes ATP? <script>window.pwned = true</script>',
      )
      for (const element of doc.querySelectorAll('*'))
        for (const attribute of element.attributes) expect(attribute.name).not.toMatch(/^on/)
      expect(html).toContain('Content-Security-Policy" content="default-src \'none\'')
    }
  })
})
