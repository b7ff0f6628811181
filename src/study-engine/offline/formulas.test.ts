import { splitMath } from '@/lib/math/find-math'
import { createOfflineEngine } from './offline-engine'

/** Calculus notes whose sentences carry formulas in each of the four delimiters, and money. */
const CALCULUS = `# Integrals and Derivatives

The definite integral measures the area under a curve between two limits. The area under $y = x^2$ from 0 to 1 is $\\int_0^1 x^2\\,dx = \\frac{1}{3}$, found with an antiderivative.

The derivative measures the rate of change of a function at a point. The power rule states that \\(\\frac{d}{dx} x^n = n x^{n-1}\\) for every whole number $n$. The chain rule differentiates a composition of functions: $(f \\circ g)'(x) = f'(g(x))\\,g'(x)$.

A quadratic equation has the form $a x^2 + b x + c = 0$ with $a \\neq 0$. The quadratic formula gives its roots:

$$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$

The discriminant \\[\\Delta = b^2 - 4ac\\] decides how many real roots the equation has. Calculus textbooks cost $5 and $10 second hand, and tutoring costs $20 an hour.
`

const engine = createOfflineEngine()

/** Every formula written in `text`, each as written. */
function formulasIn(text: string): string[] {
  return splitMath(text).flatMap((part) => (part.kind === 'math' ? [part.source] : []))
}

function expectFormulasIntact(output: string) {
  for (const formula of formulasIn(output)) expect(CALCULUS).toContain(formula)
  // No formula cut in two: a text part never holds half of one (a lone opening delimiter).
  for (const part of splitMath(output))
    if (part.kind === 'text') expect(part.text).not.toMatch(/\\[([]|\$\\|\$[a-z(]/)
}

describe('the offline engine on material with formulas', () => {
  it('keeps every formula it quotes whole, in the guide, quiz, cards and tutor', async () => {
    const guide = await engine.generateStudyGuide({ content: CALCULUS })
    expect(formulasIn(guide).length).toBeGreaterThan(2)
    expectFormulasIntact(guide)

    const quiz = await engine.generateQuiz({
      content: CALCULUS,
      count: 5,
      difficulty: 'medium',
      includeBroader: false,
    })
    const quizText = quiz
      .map((q) => [q.question, ...q.options, q.explanation].join('\n'))
      .join('\n')
    expectFormulasIntact(quizText)

    const cards = await engine.generateFlashcards({
      content: CALCULUS,
      title: 'Calculus',
      count: 10,
    })
    expectFormulasIntact(cards.map((card) => `${card.front}\n${card.back}`).join('\n'))
    expect(formulasIn(cards.map((card) => card.back).join('\n')).length).toBeGreaterThan(0)

    const reply = await engine.askTutor({
      guideContent: guide,
      history: [],
      question: 'What does the power rule state?',
    })
    expectFormulasIntact(reply)
  })
})
