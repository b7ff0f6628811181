/**
 * The study engine contract: one method per AI purpose. Two engines implement
 * it — the OpenAI-compatible client (`@/study-engine/ai/purposes`) and the deterministic offline engine
 * (`@/study-engine/offline`). Features only ever talk to a `StudyEngine`, chosen by `./engine`.
 */

import type { SourceClaim } from '@/lib/citation'
import type { SourcePassage } from '@/lib/source'
import type { LongSourceProgress } from './progress'

/** How the UI names the offline engine: honest that no AI is involved. */
export const OFFLINE_ENGINE_LABEL = 'Offline engine — no AI'

export type Difficulty = 'easy' | 'medium' | 'hard'

export interface GeneratedQuestion {
  /** `q_` plus its index. */
  id: string
  question: string
  /** Exactly 4 options. */
  options: string[]
  /** Index 0-3 of the right option. */
  correctAnswer: number
  explanation: string
  /** The passage the engine says the question rests on; the app checks it. */
  claim?: SourceClaim
}

export interface GeneratedCard {
  front: string
  back: string
  difficulty: Difficulty
  /** The passage the engine says the card rests on; the app checks it. */
  claim?: SourceClaim
}

export interface ChatTurn {
  role: 'user' | 'ai'
  content: string
}

export interface CallOptions {
  signal?: AbortSignal
}

export interface StreamCallOptions extends CallOptions {
  /** Called with the whole text so far, at most once per animation frame. */
  onText?: (textSoFar: string) => void
  /** Material larger than the model's window is read in parts first: 'Reading part 3 of 12'. */
  onProgress?: (event: LongSourceProgress) => void
}

export interface StudyGuideInput {
  content: string
  title?: string
  /** Output language; when absent the guide is written in the language of the source. */
  language?: string
  /**
   * The same material as `content`, as passages with anchors. The AI reads them numbered and
   * ends each point with the passage it rests on ('[P3]'; citeGuide checks and removes these
   * markers); material larger than the window is cut at passage boundaries ('pages 3–7').
   */
  source?: SourcePassage[]
}

export interface CombinedGuideInput {
  title: string
  guides: { title: string; content: string }[]
}

export interface TutorInput {
  guideContent: string
  question: string
  /** Recent turns, oldest first, not including `question`. */
  history: ChatTurn[]
  /** The guide's source: the passages that best match the question are added for the tutor. */
  source?: SourcePassage[]
}

export interface QuizInput {
  content: string
  count: number
  /** 60 % from the guide, 40 % broader questions on the topic. */
  includeBroader: boolean
  difficulty: Difficulty
  /** As StudyGuideInput.source: when `content` does not fit, passages spread over all of it. */
  source?: SourcePassage[]
}

export interface FlashcardsInput {
  content: string
  title: string
  count: number
  /** As StudyGuideInput.source: when `content` does not fit, passages spread over all of it. */
  source?: SourcePassage[]
}

export interface MistakeInput {
  question: string
  studentAnswer: string
  correctAnswer: string
  context: string
}

/**
 * An item the local citation check rated supported but could not settle, sent for a second
 * opinion: the item's words and the passage sentences the check marked as stating it.
 */
export interface ClaimToCheck {
  claim: string
  passage: string
}

/**
 * What a second opinion reads in the passage about one claim: it states the claim; it says
 * otherwise (`conflicting`: the passage's words that conflict, as quoted, possibly empty); it
 * does not say it; or its reply held nothing usable for this claim ('unclear').
 */
export type ClaimReading =
  | { verdict: 'states' }
  | { verdict: 'says-otherwise'; conflicting: string }
  | { verdict: 'does-not-say' }
  | { verdict: 'unclear' }

/** A written exam answer to grade against the rubric a practice exam wrote from the material. */
export interface WrittenAnswerInput {
  question: string
  answer: string
  /** The points a full answer makes, each with the passage of the material it rests on. */
  points: readonly { text: string; passage?: string }[]
  modelAnswer: string
  /** 'Ask for a second look': the student's reason, and the points found the first time. */
  secondLook?: { reason: string; found: readonly boolean[] }
}

/** The model's grading: for each rubric point whether the answer makes it, and why. */
export interface WrittenAnswerReading {
  found: boolean[]
  explanation: string
}

/** An audio overview's length: about 3, 10 or 20 minutes of talk. */
export type AudioLength = 'short' | 'standard' | 'long'

/** Two hosts: one explains, one asks what a student would ask. */
export type AudioSpeaker = 'host' | 'guest'

export interface AudioScriptInput {
  title: string
  /** The guide's markdown. */
  content: string
  length: AudioLength
  /** 'Focus on…': a chapter or a topic the student finds hard; empty for none. */
  focus?: string
  /** The guide's material as passages: each line claims the one it rests on. */
  source?: SourcePassage[]
}

/** One spoken line of an overview's script, with the passage the engine says it rests on. */
export interface AudioScriptLine {
  speaker: AudioSpeaker
  text: string
  claim?: SourceClaim
}

export interface MindMapInput {
  title: string
  /** The guide's markdown. */
  content: string
  /** The guide's material as passages: each node claims the one it rests on. */
  source?: SourcePassage[]
}

/** A key concept (or definition) of a branch, with the passage the engine says it rests on. */
export interface GeneratedMindConcept {
  label: string
  definition?: string
  claim?: SourceClaim
}

/** A branch of the AI's mind map: a section of the guide and its concepts. */
export interface GeneratedMindBranch {
  label: string
  claim?: SourceClaim
  concepts: GeneratedMindConcept[]
}

/** A relation the material states between two concepts ('produces', 'is part of'), by label. */
export interface GeneratedMindRelation {
  from: string
  to: string
  label: string
}

export interface GeneratedMindMap {
  branches: GeneratedMindBranch[]
  relations: GeneratedMindRelation[]
}

/** The kinds of a practice exam's questions (issue 45). */
export type ExamItemKind = 'choice' | 'true-false' | 'blank' | 'written'

/** One section of a practice exam asked of the model: how many questions of each kind. */
export interface ExamSectionInput {
  /** The section as '## heading' and its text. */
  content: string
  /** Questions wanted of each kind, none of a kind left out of the list. */
  counts: readonly { kind: ExamItemKind; count: number }[]
  /** The guide's source, numbered, for each question and rubric point to claim its passage. */
  source?: readonly SourcePassage[]
}

/** A point a full written answer makes, and the passage the model says it rests on. */
export interface GeneratedRubricPoint {
  text: string
  claim?: SourceClaim
}

/** A practice-exam question as the model wrote it, each with the passage it claims. */
export type GeneratedExamItem =
  | {
      kind: 'choice'
      question: string
      options: string[]
      correctAnswer: number
      explanation: string
      claim?: SourceClaim
    }
  | {
      kind: 'true-false'
      statement: string
      answer: boolean
      correction: string
      claim?: SourceClaim
    }
  | { kind: 'blank'; sentence: string; answer: string; claim?: SourceClaim }
  | { kind: 'written'; question: string; modelAnswer: string; points: GeneratedRubricPoint[] }

export interface StudyEngine {
  readonly kind: 'ai' | 'offline'
  /** Shown in the UI, e.g. 'Offline engine — no AI' or the model name. */
  readonly label: string
  generateTitle(content: string, options?: CallOptions): Promise<string>
  generateStudyGuide(input: StudyGuideInput, options?: StreamCallOptions): Promise<string>
  generateCombinedGuide(input: CombinedGuideInput, options?: StreamCallOptions): Promise<string>
  askTutor(input: TutorInput, options?: StreamCallOptions): Promise<string>
  generateQuiz(input: QuizInput, options?: CallOptions): Promise<GeneratedQuestion[]>
  generateFlashcards(input: FlashcardsInput, options?: CallOptions): Promise<GeneratedCard[]>
  explainMistake(input: MistakeInput, options?: CallOptions): Promise<string>
  /**
   * Only an engine with a model (the AI engine): reads every claim against its passage in one
   * request and returns one reading per claim, in order. The citation check asks it about the
   * items it could not settle (study-engine/citations/second-opinion.ts); an engine without it
   * keeps the local verdicts.
   */
  secondOpinion?(claims: readonly ClaimToCheck[], options?: CallOptions): Promise<ClaimReading[]>
  /**
   * Only an engine with a model: grades a written practice-exam answer point by point. Throws
   * AppError (messages.gradingFailed) on a failure or a reply it cannot read; without it the
   * practice exam grades by the rubric's key terms.
   */
  gradeWrittenAnswer?(
    input: WrittenAnswerInput,
    options?: CallOptions,
  ): Promise<WrittenAnswerReading>
  /**
   * Only an engine with a model: an audio overview's script in one request. Without it the
   * overview is written from the guide's sections (study-engine/audio-script.ts).
   */
  writeAudioScript?(input: AudioScriptInput, options?: CallOptions): Promise<AudioScriptLine[]>
  /**
   * Only an engine with a model: a guide's mind map (concepts and the relations between them)
   * in one request. Without it the map is drawn from the guide's structure (features/mind-map).
   */
  writeMindMap?(input: MindMapInput, options?: CallOptions): Promise<GeneratedMindMap>
  /**
   * Only an engine with a model: one section of a practice exam, the questions of each kind
   * asked for, written rubrics of 2–4 points. Returns the questions it could read (fewer or
   * none when the reply was partly or wholly unreadable); throws AppError on a failed request.
   */
  writeExamSection?(input: ExamSectionInput, options?: CallOptions): Promise<GeneratedExamItem[]>
}
