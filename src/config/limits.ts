/** The product spec's business constants (section 9), each defined once, by name. */

export const BETA_CODE_LENGTH = 8
export const BETA_CODE_PATTERN = /^[A-Z0-9]{8}$/
export const SIGNUP_SUCCESS_RETURN_MS = 5_000

export const MAX_FILE_SIZE_BYTES = 10_485_760
/** Beyond the spec: one upload (the files of a pick or drop with those already listed). */
export const MAX_UPLOAD_BYTES = 52_428_800
/** Beyond the spec: files read at the same time; the others wait their turn. */
export const MAX_FILES_READ_AT_ONCE = 2
/**
 * Beyond the spec: what one zip-based file (Word, PowerPoint, EPUB, Anki) may unpack to, all its
 * parts together, whatever their names (zip bombs; src/lib/extract/bounded-zip.ts).
 */
export const MAX_UNPACKED_TEXT_BYTES = 104_857_600
export const MIN_CONTENT_CHARS = 50
/** Beyond the spec: pages read by text recognition (scans, photos) in one upload. */
export const MAX_RECOGNISED_PAGES = 200
export const PPTX_FALLBACK_MIN_CHARS = 100
/** Beyond the spec: the most material one study guide keeps (characters, all files together). */
export const MAX_SOURCE_CHARS = 2_000_000
/** Beyond the spec: the longest study guide saved (characters; a unit guide joins several). */
export const MAX_GUIDE_CHARS = 2_000_000

export const MIN_PASSWORD_LENGTH = 6
/**
 * Beyond the spec: rows asked for per request when a list is read in pages. Hosted PostgREST
 * answers at most `[api] max_rows` rows (1,000, supabase/config.toml) however many match, so a
 * project must not set max_rows below this.
 */
export const ROWS_PER_PAGE = 1_000
export const MIN_GUIDES_TO_COMBINE = 2
export const CARD_PREVIEW_CHARS = 100
export const READING_CHARS_PER_MINUTE = 1_000
export const TITLE_MAX_CHARS = 60
export const TITLE_INPUT_MAX_CHARS = 1_000

export const QUIZ_QUESTION_COUNTS = [5, 10, 15, 20] as const
/** The largest quiz offered, and the most a saved quiz may hold (the database's limit too). */
export const MAX_QUIZ_QUESTIONS = Math.max(...QUIZ_QUESTION_COUNTS)
export const QUIZ_DEFAULT_QUESTION_COUNT = 10
export const QUIZ_OPTION_COUNT = 4
/** Share of questions drawn from the guide when broader questions are included. */
export const QUIZ_GUIDE_SHARE = 0.6
export const QUIZ_BROADER_SHARE = 0.4

export const FLASHCARD_COUNTS = [10, 15, 20, 25] as const
/** The largest set offered, and the most a saved set may hold (the database's limit too). */
export const MAX_FLASHCARDS = Math.max(...FLASHCARD_COUNTS)
/** Beyond the spec: the JSON one saved quiz or flashcard set may hold (the database's limit). */
export const MAX_STUDY_SET_JSON_BYTES = 1_048_576
/**
 * Beyond the spec, the database's limits on the rest of what a student writes (migration
 * …_row_limits.sql): a study guide's title; a set's or quiz's title (the guide's and a suffix);
 * small JSON (a quiz's settings and feedback, a session's ratings); the feedback's comments.
 */
export const MAX_GUIDE_TITLE_CHARS = 500
export const MAX_STUDY_SET_TITLE_CHARS = 600
export const MAX_SMALL_JSON_BYTES = 65_536
export const QUIZ_COMMENTS_MAX_CHARS = 2_000
/** Beyond the spec: rows one account may hold (the database's quotas). */
/** The guides the library lists ('guide', 'unit', 'combined'). */
export const MAX_GUIDES_PER_USER = 5_000
/** Guides held for practice exams on several guides (kind 'exam', one per set of guides). */
export const MAX_EXAM_GUIDES_PER_USER = 1_000
export const MAX_SETS_PER_GUIDE = 500
export const MAX_QUIZZES_PER_GUIDE = 500
export const MAX_QUIZ_ATTEMPTS_PER_QUIZ = 1_000
export const MAX_EXAM_ATTEMPTS_PER_GUIDE = 1_000
export const MAX_FLASHCARD_SESSIONS_PER_SET = 5_000
export const MAX_FLASHCARD_REVIEWS_PER_SET = 100_000
/**
 * Beyond the spec: the most cards one import (an Anki package or a Quizlet export) may hold. They
 * are saved in as few sets as fit MAX_IMPORTED_SET_CARDS and MAX_STUDY_SET_JSON_BYTES each.
 */
export const MAX_IMPORTED_CARDS = 10_000
/**
 * Beyond the spec: the most cards an imported set holds (the database's limit too): its whole
 * FSRS schedule, at most about 260 bytes a card, must fit the schedule's 1 MiB bound.
 */
export const MAX_IMPORTED_SET_CARDS = 3_500
/** Beyond the spec: the largest file "Import cards" reads (media inside are skipped). */
export const MAX_IMPORT_FILE_BYTES = 104_857_600
export const FLASHCARD_DEFAULT_COUNT = 15
export const FLASHCARD_DEFAULT_SHUFFLE = false
export const FLASHCARD_DEFAULT_TRACKING = true

/** max_tokens and temperature per AI purpose. */
export const AI_LIMITS = {
  title: { maxTokens: 50, temperature: 0.3 },
  studyGuide: { maxTokens: 4000, temperature: 0.7 },
  combinedGuide: { maxTokens: 4000, temperature: 0.6 },
  tutor: { maxTokens: 400, temperature: 0.7 },
  quiz: { maxTokens: 3000, temperature: 0.3 },
  flashcards: { maxTokens: 3000, temperature: 0.4 },
  mistakeExplanation: { maxTokens: 120, temperature: 0.5 },
  // beyond the spec: notes on one part of a long source. Short replies keep many
  // parts in one window; a unique (max_tokens, temperature) pair lets fakes tell it apart.
  chunkNotes: { maxTokens: 1000, temperature: 0.2 },
  // beyond the spec: the model's reading of the citations of one generated set (a short JSON
  // verdict per item, at most SECOND_OPINION.maxItems of them); a judgement, so temperature 0.
  secondOpinion: { maxTokens: 2000, temperature: 0 },
  // beyond the spec: a written practice-exam answer graded point by point (a short JSON reply);
  // a judgement, so nearly deterministic, and a unique pair so fakes can tell it apart.
  examGrading: { maxTokens: 600, temperature: 0.1 },
  // beyond the spec: one section of a practice exam (issue 45), a JSON array of questions of
  // the kinds asked for, written ones with rubrics of 2–4 cited points; a unique pair so fakes
  // can tell it apart.
  exam: { maxTokens: 3000, temperature: 0.35 },
  // beyond the spec: an audio overview's script (issue 46), a JSON array of spoken lines. The
  // ai Edge Function caps every request at the largest max_tokens (4000); a Long overview
  // (about 3,000 words) may be cut there, and keeps the lines that came.
  audioScript: { maxTokens: 4000, temperature: 0.8 },
  // beyond the spec: a guide's mind map (issue 46), one JSON object of branches, concepts (each
  // with its quote) and relations, at the ai Edge Function's cap; a unique pair so fakes can
  // tell it apart.
  mindMap: { maxTokens: 4000, temperature: 0.5 },
} as const

/**
 * Beyond the spec: the model's reading of every cited item of a generated guide, quiz or
 * flashcard set (decision 021). Each claim is cut at `claimChars` and its passage to the
 * sentences that matter, at most `passageChars`: about 250 tokens an item with its verdict. One
 * request per set, split only when its items pass `requestChars` (with the prompt and the
 * `AI_LIMITS.secondOpinion` reply, inside an 8,192-token window) or `maxItems` (the reply's room:
 * about 45 tokens a verdict); after `timeoutMs` an unanswered item keeps the word check's verdict,
 * marked 'Not checked by the AI'.
 */
export const SECOND_OPINION = {
  maxItems: 40,
  claimChars: 320,
  passageChars: 480,
  requestChars: 14_000,
  timeoutMs: 20_000,
} as const

/**
 * An audio overview's words by length (issue 46), at about 150 spoken words a minute: Short
 * about 3 min, Standard about 10, Long about 20.
 */
export const AUDIO_OVERVIEW_WORDS = { short: 450, standard: 1500, long: 3000 } as const

/**
 * A stored audio overview's script (study_guides.audio_overview): at most this many lines and
 * bytes of JSON (a Long overview is about 300 lines, ~100 KB with their citations).
 */
export const MAX_AUDIO_OVERVIEW_LINES = 600
export const MAX_AUDIO_OVERVIEW_JSON_BYTES = 524_288

/**
 * A stored AI mind map (study_guides.mind_map): at most this many bytes of JSON (24 branches of
 * 12 concepts with their citations and 40 relations is about 120 KB).
 */
export const MAX_MIND_MAP_JSON_BYTES = 262_144

export const FEEDBACK_DEFAULT_DIFFICULTY = 'just_right'
export const FEEDBACK_DEFAULT_RATING = 5

/** Score colour bands: at or above `green` is green, at or above `yellow` is yellow, else red. */
export const SCORE_BANDS = { green: 80, yellow: 60 } as const

export const RECENT_QUIZZES_SHOWN = 3
export const PREVIOUS_SESSIONS_SHOWN = 3

export const COPY_CONFIRMATION_MS = 2_000
export const FEEDBACK_THANK_YOU_MS = 2_000
/**
 * The feedback message's limit: a Discord embed description holds at most 4,096 characters, and
 * a longer one is refused. Email and username become embed fields (at most
 * 1,024 characters each); an address is at most 254.
 */
export const FEEDBACK_MESSAGE_MAX_CHARS = 4_096
export const FEEDBACK_EMAIL_MAX_CHARS = 254
export const FEEDBACK_USERNAME_MAX_CHARS = 100
export const PASSWORD_RESET_REDIRECT_MS = 3_000
export const AUTH_RETRY_BASE_MS = 200

export const BLOG_READ_TIME = '5 min read'
