/**
 * The stand-in provider's replies for material with formulas: LaTeX in every purpose, as the
 * prompts ask of a real model, with money written beside it (which must stay text).
 */
import { hasMath } from '../../src/lib/math/find-math'
import type { FakePurpose } from './fake-openai-replies'

/** The text between the prompts' <<<LABEL … LABEL>>> fences. */
function fencedMaterial(text: string): string {
  return [...text.matchAll(/<<<([^\n]*)\n([\s\S]*?)\n\1>>>/g)].map((m) => m[2] ?? '').join('\n')
}

/** Whether the material of a request holds a formula, as the app reads one (money is not). */
export function materialHasMath(content: string): boolean {
  return hasMath(fencedMaterial(content))
}

export const mathGuide = [
  '# Integrals and Derivatives',
  '',
  '## Overview',
  'The definite integral $\\int_0^1 x^2\\,dx = \\frac{1}{3}$ is the area under the parabola.',
  '',
  '## Key Concepts',
  '- **Power rule**: \\(\\frac{d}{dx} x^n = n x^{n-1}\\) for every whole $n$.',
  '- **Quadratic formula**: the roots of $ax^2 + bx + c = 0$ are',
  '',
  '$$x = \\frac{-b \\pm \\sqrt{b^2 - 4ac}}{2a}$$',
  '',
  '## Summary',
  '- A textbook costs $5 and a calculator $10: prices are not formulas.',
  '',
].join('\n')

const mathQuiz = Array.from({ length: 20 }, (_, index) => ({
  question: `Question ${index + 1}: what is $\\int_0^1 x^2\\,dx$?`,
  options: ['$\\frac{1}{3}$', '$\\frac{1}{2}$', '$1$', '$x^3$'],
  correctAnswer: 0,
  explanation: 'An antiderivative of $x^2$ is \\(\\frac{x^3}{3}\\), which is $\\frac{1}{3}$ at 1.',
}))

const mathCards = Array.from({ length: 25 }, (_, index) => ({
  front: `Card ${index + 1}: what is $\\frac{d}{dx} x^n$?`,
  back: '$n x^{n-1}$, by the power rule.',
  difficulty: ['easy', 'medium', 'hard'][index % 3],
}))

/** The reply for `purpose`, or null where the ordinary reply already fits (a title). */
export function mathReply(purpose: FakePurpose, count: number): string | null {
  switch (purpose) {
    case 'studyGuide':
    case 'combinedGuide':
    case 'unknown':
      return mathGuide
    case 'quiz':
      return JSON.stringify(mathQuiz.slice(0, count), null, 2)
    case 'flashcards':
      return JSON.stringify(mathCards.slice(0, count), null, 2)
    case 'tutor':
      return 'By the power rule, $\\frac{d}{dx} x^3 = 3x^2$, so the slope at 1 is $3$.'
    case 'mistakeExplanation':
      return 'The area under $y = x^2$ from 0 to 1 is $\\frac{1}{3}$.'
    default:
      return null
  }
}
