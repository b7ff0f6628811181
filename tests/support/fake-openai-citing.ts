/**
 * The OpenAI stand-in when the app asks for citations: it reads the passages the app numbered
 * ('[P3 | page 3]') and cites them as the prompts ask ('[P3]', "source": "P3" with a quote), each
 * item built from one passage, so tests know the right page; one guide point is made up.
 */
import { capitalise, keyTerms, sentences } from './fake-openai-text'

/** A numbered passage of the app's prompt: '[P3 | page 3]' and its text. */
export interface NumberedPassage {
  n: number
  text: string
}

/** The numbered passages in a prompt (the app numbers them when it wants citations). */
export function numberedPassages(text: string): NumberedPassage[] {
  const passages: NumberedPassage[] = []
  for (const block of text.split(/\n(?=\[P\d+ \| [^\]\n]+\]\n)/)) {
    const tag = /^(?:[\s\S]*?\n)?\[P(\d+) \| [^\]\n]+\]\n([\s\S]*)$/.exec(block)
    if (!tag) continue
    const body = (tag[2] ?? '').replace(/\n[A-Z ]+>>>[\s\S]*$/, '').trim()
    const n = Number(tag[1])
    const known = passages.find((passage) => passage.n === n)
    if (known) known.text += `\n\n${body}`
    else passages.push({ n, text: body })
  }
  return passages
}

/** What the stand-in cites with: '[P3]' (the app's own format, see src/study-engine/citations). */
const cite = (n: number) => `[P${n}]`

/** The stand-in's reply without its citation markers: what the app shows once it has checked them. */
export function withoutMarkers(text: string): string {
  return text.replace(/ ?\[P\d+\]/g, '')
}

/** A point the material never supports: the checks must mark it 'Not found in your material'. */
export const INVENTED_POINT = {
  term: 'Quasitronic drift',
  text: 'Zelbian flux loops invert the hexaphonic lattice.',
}

/** A guide whose points each come from one passage and cite it; one point is made up. */
export function citedGuide(title: string, passages: NumberedPassage[]): string {
  const at = (i: number) => passages[i % passages.length] as NumberedPassage
  const sentenceOf = (passage: NumberedPassage, index: number) => {
    const lines = sentences(passage.text)
    return lines[index % Math.max(lines.length, 1)] ?? passage.text.slice(0, 160)
  }
  const termOf = (passage: NumberedPassage) => capitalise(keyTerms(passage.text, 1)[0] ?? 'idea')
  const count = Math.min(4, passages.length)
  const points = Array.from({ length: count }, (_, i) => at(i))
  return [
    `# ${title}`,
    '',
    '## Overview',
    `${sentenceOf(at(0), 0)} This guide walks through the main ideas of the material.`,
    '',
    '## Key Concepts',
    ...points.map((p) => `- **${termOf(p)}**: ${sentenceOf(p, 1)} ${cite(p.n)}`),
    `- **${INVENTED_POINT.term}**: ${INVENTED_POINT.text} ${cite(at(0).n)}`,
    '',
    '## Definitions',
    ...points.map((p) => `- **${termOf(p)}**: ${sentenceOf(p, 3)} ${cite(p.n)}`),
    '',
    '## Explanations',
    ...points.flatMap((p) => [
      `### About ${termOf(p).toLowerCase()}`,
      `${sentenceOf(p, 5)} ${sentenceOf(p, 6)} ${cite(p.n)}`,
      '',
    ]),
    '## Practice Questions',
    ...points.map((p, i) => `${i + 1}. What role does ${termOf(p).toLowerCase()} play?`),
    '',
    '## Summary',
    `- ${sentenceOf(at(0), 0)}`,
    '',
  ].join('\n')
}

/** Notes lines that end with passage numbers ('- A fact [P3]'), from a long source's notes. */
export function citedNotes(source: string): string[] {
  return source.split('\n').filter((line) => /^- .+\[P\d+[^\]]*\]\s*$/.test(line))
}

/** Items that each come from one passage, with its number and the sentence they rest on. */
function passageFacts(passages: NumberedPassage[], count: number) {
  const terms = passages.map((p) => keyTerms(p.text, 1)[0] ?? 'idea')
  return Array.from({ length: count }, (_, i) => {
    const passage = passages[i % passages.length] as NumberedPassage
    const lines = sentences(passage.text)
    const round = Math.floor(i / passages.length)
    return {
      passage,
      term: terms[i % passages.length] as string,
      others: terms.filter((_, k) => k !== i % passages.length),
      sentence: lines[(1 + round) % Math.max(lines.length, 1)] ?? passage.text.slice(0, 160),
    }
  })
}

export function citedQuiz(passages: NumberedPassage[], count: number): string {
  const questions = passageFacts(passages, count).map((fact, i) => {
    const correctAnswer = i % 4
    const distractors = [...fact.others, 'erosion', 'pressure', 'tension'].slice(0, 3)
    const options = [...distractors]
    options.splice(correctAnswer, 0, fact.term)
    return {
      question: `Question ${i + 1}: which term does the material connect with "${fact.sentence.slice(0, 60)}"?`,
      options: options.map(capitalise),
      correctAnswer,
      explanation: `${capitalise(fact.term)} is the term the material uses here.`,
      source: `P${fact.passage.n}`,
      quote: fact.sentence,
    }
  })
  return JSON.stringify(questions, null, 2)
}

export function citedCards(passages: NumberedPassage[], count: number): string {
  const levels = ['easy', 'medium', 'hard']
  const cards = passageFacts(passages, count).map((fact, i) => ({
    front: `What does the material say about ${fact.term}${i >= passages.length ? ` (${i + 1})` : ''}?`,
    back: fact.sentence,
    difficulty: levels[i % 3],
    source: `P${fact.passage.n}`,
    quote: fact.sentence,
  }))
  return JSON.stringify(cards, null, 2)
}

/** The passage sentence sharing most words with the question, quoted and cited (or null). */
export function citedTutorReply(passages: NumberedPassage[], words: Set<string>): string | null {
  const scored = passages.flatMap((passage) =>
    sentences(passage.text).map((sentence) => ({
      passage,
      sentence,
      score: [...words].filter((w) => sentence.toLowerCase().includes(w)).length,
    })),
  )
  const best = scored.sort((a, b) => b.score - a.score)[0]
  if (!best || best.score === 0) return null
  return `The material says: "${best.sentence}" ${cite(best.passage.n)} In other words, this passage answers your question about ${[...words][0] ?? 'the topic'}.`
}
