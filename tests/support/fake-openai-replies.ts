/**
 * The one OpenAI stand-in of the tests: which purpose a chat completion request serves, the
 * canned but material-aware answer to it (the guide, quiz, flashcards, title and tutor reply are
 * built from the text the app sent, so tests can assert that the student's own notes made it
 * through), and OpenAI's wire format (completion JSON, SSE chunks, error bodies). The e2e HTTP
 * server (fake-openai.ts) and the component tests' msw handlers (src/testing/ai-handlers.ts)
 * both answer with it.
 */

import type { AiPurpose } from '../../src/lib/ai/errors'
import {
  citedCards,
  citedGuide,
  citedNotes,
  citedQuiz,
  citedTutorReply,
  numberedPassages,
} from './fake-openai-citing'
import { examGradingFor } from './fake-openai-grading'
import { examSectionFor } from './fake-openai-exam'
import { materialHasMath, mathReply } from './fake-openai-math'
import { capitalise, keyTerms, material, sentences } from './fake-openai-text'
import { audioScriptFor } from './fake-audio-script'
import { mindMapFor } from './fake-mind-map'

export { INVENTED_POINT, numberedPassages, withoutMarkers } from './fake-openai-citing'

/** The app's purposes (each with its own max_tokens and temperature), or none recognised. */
/** 'transcription', 'speech': the /audio/transcriptions and /audio/speech routes. */
export type FakePurpose = AiPurpose | 'unknown' | 'transcription' | 'speech'

export interface ChatBody {
  model?: string
  messages: { role: 'system' | 'user' | 'assistant'; content: string }[]
  max_tokens?: number
  temperature?: number
  stream?: boolean
}

/** The spec gives each purpose a unique (max_tokens, temperature) pair; prompts are the fallback. */
export function detectPurpose(body: ChatBody): FakePurpose {
  const byLimits: Record<string, FakePurpose> = {
    '50/0.3': 'title',
    '4000/0.7': 'studyGuide',
    '4000/0.6': 'combinedGuide',
    '400/0.7': 'tutor',
    '3000/0.3': 'quiz',
    '3000/0.4': 'flashcards',
    '120/0.5': 'mistakeExplanation',
    '1000/0.2': 'chunkNotes',
    '2000/0': 'secondOpinion',
    '600/0.1': 'examGrading',
    '3000/0.35': 'exam',
    '4000/0.8': 'audioScript',
    '4000/0.5': 'mindMap',
  }
  const known = byLimits[`${body.max_tokens}/${body.temperature}`]
  if (known) return known
  const system = body.messages?.find((m) => m.role === 'system')?.content.toLowerCase() ?? ''
  if (system.includes('study notes')) return 'chunkNotes'
  if (system.includes('mind map')) return 'mindMap'
  if (system.includes('says otherwise')) return 'secondOpinion'
  if (system.includes('written exam answer')) return 'examGrading'
  if (system.includes('section of a practice exam')) return 'exam'
  if (system.includes('combines several')) return 'combinedGuide'
  if (system.includes('study guide') && system.includes('tutor')) return 'tutor'
  if (system.includes('study guide')) return 'studyGuide'
  if (system.includes('quiz')) return 'quiz'
  if (system.includes('flashcard')) return 'flashcards'
  if (system.includes('title')) return 'title'
  if (system.includes('1-2 sentences')) return 'mistakeExplanation'
  return 'unknown'
}

function lastUser(body: ChatBody): string {
  return body.messages?.filter((m) => m.role === 'user').at(-1)?.content ?? ''
}

export function titleFor(text: string): string {
  const words = material(text).split(/\s+/).filter(Boolean).slice(0, 5)
  return words.length > 0
    ? words.map((w) => capitalise(w.replace(/[^\p{L}\p{N}-]/gu, ''))).join(' ')
    : 'Study Notes'
}

export function guideFor(body: ChatBody): string {
  const user = lastUser(body)
  const source = material(user)
  const passages = numberedPassages(source)
  const notes = citedNotes(source)
  if (passages.length > 0 || notes.length > 0) {
    const title = /^Title: (.+)$/m.exec(user)?.[1] ?? titleFor(user)
    if (passages.length > 0) return citedGuide(title, passages)
    return citedGuide(
      title,
      notes.map((line) => ({
        n: Number(/\[P(\d+)/.exec(line)?.[1]),
        text: line.replace(/^- /, '').replace(/\s*\[P[^\]]*\]\s*$/, ''),
      })),
    )
  }
  const title = /^Title: (.+)$/m.exec(user)?.[1] ?? titleFor(user)
  const lines = sentences(source)
  const terms = keyTerms(source, 6)
  const pick = (index: number) => lines[index % Math.max(lines.length, 1)] ?? source.slice(0, 120)
  return [
    `# ${title}`,
    '',
    '## Overview',
    `${pick(0)} This guide walks through the main ideas of the material and how they connect.`,
    '',
    '## Key Concepts',
    ...terms.slice(0, 4).map((term, i) => `- **${capitalise(term)}**: ${pick(i + 1)}`),
    '',
    '## Definitions',
    ...terms.slice(0, 3).map((term, i) => `- **${capitalise(term)}**: ${pick(i + 2)}`),
    '',
    '## Explanations',
    '### How the ideas fit together',
    `${pick(1)} ${pick(2)}`,
    '',
    `### Why ${terms[0]} matters`,
    `${pick(3)} Understanding ${terms[0]} makes the rest of the material easier to follow.`,
    '',
    '## Practice Questions',
    ...terms.slice(0, 5).map((term, i) => `${i + 1}. What role does ${term} play in the material?`),
    '',
    '## Summary',
    `- ${pick(0)}`,
    `- Remember the links between ${terms.slice(0, 3).join(', ')}.`,
    '',
  ].join('\n')
}

export function requestedCount(body: ChatBody, fallback: number): number {
  const match = /exactly (\d+)/i.exec(lastUser(body))
  return match?.[1] ? Number(match[1]) : fallback
}

export function quizFor(body: ChatBody): string {
  const source = material(lastUser(body))
  const count = requestedCount(body, 10)
  const passages = numberedPassages(lastUser(body))
  if (passages.length > 0) return citedQuiz(passages, count)
  const terms = keyTerms(source, Math.max(8, count + 3))
  const lines = sentences(source)
  const questions = Array.from({ length: count }, (_, i) => {
    const answer = terms[i] ?? `concept ${i + 1}`
    const distractors = terms.filter((t) => t !== answer).slice(i % 3, (i % 3) + 3)
    const correctAnswer = i % 4
    const options = [...distractors]
    options.splice(correctAnswer, 0, answer)
    // Questions spread over the material from its beginning to its end, as an examiner's would.
    const line = lines[Math.floor((i * lines.length) / count)] ?? source
    return {
      question: `Question ${i + 1}: which term does the material connect with "${line.slice(0, 60)}"?`,
      options: options.slice(0, 4).map(capitalise),
      correctAnswer,
      explanation: `${capitalise(answer)} is the term the material uses here.`,
    }
  })
  return JSON.stringify(questions, null, 2)
}

export function flashcardsFor(body: ChatBody): string {
  const source = material(lastUser(body))
  const count = requestedCount(body, 15)
  const passages = numberedPassages(lastUser(body))
  if (passages.length > 0) return citedCards(passages, count)
  const terms = keyTerms(source, count)
  const lines = sentences(source)
  const levels = ['easy', 'medium', 'hard']
  const cards = terms.map((term, i) => ({
    front: `What does the material say about ${term}?`,
    back: lines[i % Math.max(lines.length, 1)] ?? `${capitalise(term)} is a key idea.`,
    difficulty: levels[i % 3],
  }))
  return JSON.stringify(cards, null, 2)
}

export function tutorFor(body: ChatBody): string {
  const system = body.messages?.find((m) => m.role === 'system')?.content ?? ''
  const guide = material(system)
  const question = lastUser(body)
  const words = new Set(question.toLowerCase().match(/\p{L}{4,}/gu) ?? [])
  const cited = citedTutorReply(numberedPassages(system), words)
  if (cited) return cited
  const passages = guide.split('\n').filter((line) => line.trim().length > 20)
  const best =
    passages.find((line) => [...words].some((w) => line.toLowerCase().includes(w))) ??
    passages[0] ??
    ''
  return `The guide says: "${best.replace(/^[-#*\d.\s]+/, '').trim()}" In other words, this passage answers your question about ${[...words][0] ?? 'the topic'}.`
}

/** A share of `items` spread evenly, as many as fit `maxChars` joined by newlines. */
function spread(items: string[], maxChars: number): string[] {
  const total = items.reduce((sum, item) => sum + item.length + 1, 0)
  const step = Math.max(1, Math.ceil(total / maxChars))
  return items.filter((_, index) => index % step === 0)
}

/**
 * Notes on a part of a long source (about a tenth of its length, at most ~3,000 characters:
 * the 1,000-token cap), each point tagged with its place; or merged notes (about 40 %).
 */
export function notesFor(body: ChatBody): string {
  const user = lastUser(body)
  const source = material(user)
  if (user.startsWith('Merge these notes')) {
    const bullets = source.split('\n').filter((line) => line.startsWith('- '))
    return spread(bullets, Math.min(3_000, source.length * 0.4)).join('\n')
  }
  const points: string[] = []
  for (const section of source.split(/\n(?=\[[^\]\n]+\]\n)/)) {
    const tag = /^\[[^\]\n]+\]/.exec(section)?.[0] ?? ''
    for (const sentence of sentences(section.slice(tag.length))) points.push(`- ${sentence} ${tag}`)
  }
  return (
    spread(points, Math.min(3_000, source.length * 0.1)).join('\n') || `- ${source.slice(0, 200)}`
  )
}

const NEGATION = /\b(?:not|never|no|none|without|cannot|neither|nor)\b|n't\b/gi
const negations = (text: string) => (text.match(NEGATION) ?? []).length
const NUMBER = /\d+(?:[.,]\d+)?/g
const FILLER = new Set(
  'the and that this with from into for are was were has have had its their they them than then what which who how does did can will about also each more most some such only other'.split(
    ' ',
  ),
)
/** Content words, folded and with a plural 's' dropped. */
const wordsOf = (text: string) =>
  new Set(
    (text.toLowerCase().match(/\p{L}{3,}/gu) ?? [])
      .filter((word) => !FILLER.has(word))
      .map((word) => word.replace(/(?<=\p{L}{3})s$/u, '')),
  )

/**
 * How the stand-in reads one claim against its passage, as a careful model would on simple
 * material: a negation the claim and its closest sentence do not share, or a number the passage
 * lacks, says otherwise; a claim most of whose words the passage lacks is not said; anything else
 * is stated.
 */
export function readClaim(
  quoted: string,
  passage: string,
): 'states' | 'says otherwise' | 'does not say' {
  // A question's number is its place in the quiz, not a figure the claim makes.
  const claim = quoted.replace(/^Question \d+:\s*/, '')
  const claimWords = [...wordsOf(claim)]
  const held = wordsOf(passage)
  const shared = claimWords.filter((word) => held.has(word)).length
  if (claimWords.length > 0 && shared / claimWords.length < 0.5) return 'does not say'
  // The negation is read in the sentence the claim rests on, not anywhere in the passage.
  const sharedWith = (sentence: string) => {
    const words = wordsOf(sentence)
    return claimWords.filter((word) => words.has(word)).length
  }
  const closest = passage
    .split(/(?<=[.!?])\s+/)
    .reduce((best, sentence) => (sharedWith(sentence) > sharedWith(best) ? sentence : best), '')
  if (negations(claim) !== negations(closest)) return 'says otherwise'
  const numbers = new Set(passage.match(NUMBER) ?? [])
  if ((claim.match(NUMBER) ?? []).some((number) => !numbers.has(number))) return 'says otherwise'
  return 'states'
}

/**
 * The model's reading of the items the app numbered ('Item 3', its CLAIM and PASSAGE fenced):
 * each read by `readClaim`, unless a test scripts another reply.
 */
export function secondOpinionFor(body: ChatBody): string {
  const user = lastUser(body)
  const fenced = (name: string, n: number) =>
    new RegExp(`<<<${name} ${n}\n([\\s\\S]*?)\n${name} ${n}>>>`).exec(user)?.[1] ?? ''
  const count = [...user.matchAll(/^Item (\d+)$/gm)].length
  return JSON.stringify(
    Array.from({ length: count }, (_, index) => ({
      n: index + 1,
      verdict: readClaim(fenced('CLAIM', index + 1), fenced('PASSAGE', index + 1)),
      conflicting: '',
    })),
  )
}

/** The stand-in's answer to a request, by purpose. */
export function cannedReply(body: ChatBody): string {
  const purpose = detectPurpose(body)
  // Material with formulas gets replies with formulas (the guide is the tutor's material). Only
  // the fenced material counts: the prompts' own rules show LaTeX.
  if ((body.messages ?? []).some((message) => materialHasMath(message.content))) {
    const reply = mathReply(purpose, requestedCount(body, purpose === 'quiz' ? 10 : 15))
    if (reply !== null) return reply
  }
  switch (purpose) {
    case 'title':
      return titleFor(lastUser(body))
    case 'quiz':
      return quizFor(body)
    case 'flashcards':
      return flashcardsFor(body)
    case 'tutor':
      return tutorFor(body)
    case 'mistakeExplanation': {
      const correct = /Correct answer: (.+)/.exec(lastUser(body))?.[1] ?? 'the correct option'
      return `${correct} is right because the material states it directly; the chosen answer describes something else.`
    }
    case 'chunkNotes':
      return notesFor(body)
    case 'secondOpinion':
      return secondOpinionFor(body)
    case 'examGrading':
      return examGradingFor(lastUser(body))
    case 'exam':
      return examSectionFor(lastUser(body))
    case 'audioScript':
      return audioScriptFor(lastUser(body))
    case 'mindMap':
      return mindMapFor(lastUser(body))
    case 'studyGuide':
    case 'combinedGuide':
    case 'unknown':
    case 'transcription':
    case 'speech':
      return guideFor(body)
  }
}

/** How a reply ends: complete ('stop'), or cut off at max_tokens ('length'). */
export type FinishReason = 'stop' | 'length'

export function completionJson(content: string, model = 'gpt-4', finish: FinishReason = 'stop') {
  return {
    id: 'chatcmpl-fake',
    object: 'chat.completion',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: finish }],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  }
}

/** One SSE event of a streamed completion. */
export function chunkEvent(
  model: string,
  delta: Record<string, string>,
  finish: string | null,
): string {
  const chunk = {
    id: 'chatcmpl-fake',
    object: 'chat.completion.chunk',
    created: Math.floor(Date.now() / 1000),
    model,
    choices: [{ index: 0, delta, finish_reason: finish }],
  }
  return `data: ${JSON.stringify(chunk)}\n\n`
}

/** The events around the content chunks of a stream. */
export const streamEvents = {
  start: (model: string) => chunkEvent(model, { role: 'assistant', content: '' }, null),
  content: (model: string, text: string) => chunkEvent(model, { content: text }, null),
  stop: (model: string, finish: FinishReason = 'stop') => chunkEvent(model, {}, finish),
  done: 'data: [DONE]\n\n',
  failure: `data: ${JSON.stringify({ error: { message: 'Fake provider failed mid-stream', type: 'server_error' } })}\n\n`,
}

/** Splits text into chunks of about `size` characters (as a model streams tokens). */
export function splitIntoChunks(text: string, size = 24): string[] {
  const chunks: string[] = []
  for (let index = 0; index < text.length; index += size)
    chunks.push(text.slice(index, index + size))
  return chunks
}

/** OpenAI's error body for a status (the code the app reads for 400, 401 and 429). */
export function errorBody(status: number) {
  const code =
    status === 401
      ? 'invalid_api_key'
      : status === 429
        ? 'rate_limit_exceeded'
        : status === 400
          ? 'context_length_exceeded'
          : null
  return {
    error: {
      message: `Fake provider error ${status}`,
      type: status >= 500 ? 'server_error' : 'invalid_request_error',
      code,
    },
  }
}

/** OpenAI's refusal of a prompt plus max_tokens larger than the model's context window. */
export function contextLengthBody(window: number, requested?: number) {
  const asked = requested === undefined ? 'more tokens' : `${requested} tokens`
  return {
    error: {
      message: `This model's maximum context length is ${window} tokens. However, you requested ${asked}. Please reduce the length of the messages or completion.`,
      type: 'invalid_request_error',
      param: 'messages',
      code: 'context_length_exceeded',
    },
  }
}
