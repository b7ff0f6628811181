import { createRng, shuffled, type Rng } from '@/lib/prng'
import type { Exam, ExamQuestion, ExamSettings, QuestionKind } from './exam'
import {
  examSections,
  shareBySection,
  statedDefinition,
  type Definition,
  type ExamSection,
} from './guide-points'
import { keyTermsOf } from './key-terms'
import { EXAM_WORDING, type ExamWording } from './exam-wording'
import type { LanguageCode } from '@/study-engine/text/stopwords'
import { detectLanguage, wordingLanguage } from '@/study-engine/text/tokens'

/**
 * A practice exam from the guide's own definitions, worded in the guide's language (`reader`'s,
 * the interface language, when that cannot be told): the sections in proportion, the chosen kinds
 * in turn, the same guide and settings giving the same exam for the same seed. The terms in
 * `leaveOut` (those whose definition the material says otherwise about) are not asked, and a
 * term of `materialTopic` is in its topic's section. The
 * questions carry no citations yet: cite-exam.ts checks each against the material.
 */
export const BLANK = '_____'

/** A question before it is numbered. */
type Draft = ExamQuestion extends infer Q ? (Q extends ExamQuestion ? Omit<Q, 'id'> : never) : never

function otherTerms(all: readonly Definition[], definition: Definition, rng: Rng): string[] {
  const others = all.filter((d) => d.term !== definition.term)
  const near = shuffled(
    others.filter((d) => d.section === definition.section),
    rng,
  )
  const far = shuffled(
    others.filter((d) => d.section !== definition.section),
    rng,
  )
  return [...near, ...far].map((d) => d.term)
}

function choice(
  definition: Definition,
  all: readonly Definition[],
  rng: Rng,
  wording: ExamWording,
): Draft | null {
  const distractors = otherTerms(all, definition, rng).slice(0, 3)
  if (distractors.length < 3) return null
  const options = shuffled([definition.term, ...distractors], rng)
  return {
    kind: 'choice',
    section: definition.section,
    prompt: wording.whichTerm(definition.definition),
    options,
    answer: options.indexOf(definition.term),
  }
}

function trueFalse(
  definition: Definition,
  all: readonly Definition[],
  rng: Rng,
  wording: ExamWording,
): Draft {
  const swap = all.find((d) => d.term === otherTerms(all, definition, rng)[0])
  const statesTruth = !swap || rng() < 0.5
  const shown = statesTruth ? definition.definition : (swap?.definition ?? definition.definition)
  return {
    kind: 'true-false',
    section: definition.section,
    prompt: wording.trueOrFalse(definition.term, shown),
    answer: statesTruth,
    correction: statedDefinition(definition),
  }
}

function blank(definition: Definition): Draft | null {
  const termWords = new Set(definition.term.toLowerCase().split(/\s+/))
  const words = definition.definition.match(/[\p{L}][\p{L}'-]*/gu) ?? []
  const word = [...words]
    .filter((w) => w.length >= 5 && !termWords.has(w.toLowerCase()))
    .sort((a, b) => b.length - a.length)[0]
  if (!word) return null
  return {
    kind: 'blank',
    section: definition.section,
    prompt: `${definition.term} — ${definition.definition.replace(word, BLANK)}.`,
    answer: word,
  }
}

export function writtenQuestion(definitions: readonly Definition[], wording: ExamWording): Draft {
  const prompt = wording.explain(definitions.map((d) => d.term))
  const rubric = definitions.map((d) => ({
    text: `${d.term}: ${d.definition}.`,
    keyTerms: keyTermsOf(d.definition, prompt),
  }))
  return {
    kind: 'written',
    section: definitions[0]?.section ?? '',
    prompt,
    rubric,
    modelAnswer: definitions.map(statedDefinition).join(' '),
  }
}

function draftFor(
  kind: QuestionKind,
  section: ExamSection,
  turn: number,
  all: readonly Definition[],
  rng: Rng,
  wording: ExamWording,
): Draft | null {
  const list = section.definitions
  const definition = list[turn % list.length]
  if (!definition) return null
  if (kind === 'choice') return choice(definition, all, rng, wording)
  if (kind === 'true-false') return trueFalse(definition, all, rng, wording)
  if (kind === 'blank') return blank(definition)
  const next = list[(turn + 1) % list.length]
  return writtenQuestion(next && next !== definition ? [definition, next] : [definition], wording)
}

/** What the citation check found of the definitions (api/cite-exam.ts, checkDefinitions). */
export interface MaterialCheck {
  /** Terms not to ask about. */
  leaveOut?: ReadonlySet<string>
  /** A term's topic in the material, which its section follows. */
  materialTopic?: ReadonlyMap<string, string>
}

export function buildExam(
  guide: { title: string; content: string },
  settings: ExamSettings,
  seed: string,
  reader: LanguageCode,
  { leaveOut = new Set(), materialTopic = new Map() }: MaterialCheck = {},
): Exam {
  const wording = EXAM_WORDING[wordingLanguage(detectLanguage(guide.content), reader)]
  const sections = examSections(guide.content, materialTopic)
    .map((section) => ({
      ...section,
      definitions: section.definitions.filter((definition) => !leaveOut.has(definition.term)),
    }))
    .filter((section) => section.definitions.length > 0)
  const all = sections.flatMap((section) => section.definitions)
  const shares = shareBySection(sections, settings.count)
  const rng = createRng(`${seed}:${guide.title}`)
  const kinds = settings.kinds.length > 0 ? settings.kinds : ['choice' as const]
  const drafts: Draft[] = []
  sections.forEach((section, s) => {
    for (let turn = 0; turn < (shares[s] ?? 0); turn += 1) {
      const kind = kinds[drafts.length % kinds.length] ?? 'choice'
      // A kind the definition cannot make (too few terms, no long word) falls back in turn.
      const draft =
        draftFor(kind, section, turn, all, rng, wording) ??
        kinds.map((k) => draftFor(k, section, turn, all, rng, wording)).find(Boolean) ??
        trueFalse(section.definitions[turn % section.definitions.length]!, all, rng, wording)
      drafts.push(draft)
    }
  })
  const questions = drafts.map((draft, index) => ({ ...draft, id: `x_${index}` }) as ExamQuestion)
  return { id: seed, guideTitle: guide.title, timeLimit: settings.timeLimit, questions }
}
