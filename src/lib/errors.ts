/**
 * The product spec's messages (sections 5 and 8), word for word, and the one error type the app
 * throws (app-error.ts, apart so that code on the landing page's first load can throw and read
 * it without this table). Components show `error.message`; they never build these texts themselves.
 */
import {
  MAX_FLASHCARDS,
  MAX_GUIDE_CHARS,
  MAX_QUIZ_QUESTIONS,
  MAX_SOURCE_CHARS,
  MAX_UNPACKED_TEXT_BYTES,
  MAX_EXAM_GUIDES_PER_USER,
  MAX_GUIDES_PER_USER,
  MAX_SETS_PER_GUIDE,
  MAX_QUIZZES_PER_GUIDE,
  MAX_STUDY_SET_TITLE_CHARS,
  MAX_UPLOAD_BYTES,
} from '@/config/limits'
import { AppError, isAppError, type AppErrorKind, type SpecRef } from './app-error'
import { formatCount } from './format-count'

const megabytes = (bytes: number) => `${bytes / 1_048_576} MB`
/** A size over a limit, rounded up so it never reads as the limit itself (50.1 MB, not 50 MB). */
const megabytesOver = (bytes: number) =>
  `${(Math.ceil((bytes / 1_048_576) * 10) / 10).toFixed(1)} MB`

export const messages = {
  // data and auth
  createBetaCode: 'Failed to create beta access code',
  fetchBetaCodes: 'Failed to fetch beta access codes',
  deactivateBetaCode: 'Failed to deactivate beta access code',
  useBetaCode: 'Failed to use beta access code',
  saveGuide: 'Failed to save study guide',
  saveGuideSource:
    'Your study guide was saved, but not its source material: quizzes, flashcards and the tutor will work from the guide alone.',
  fetchGuides: 'Failed to fetch study guides',
  deleteGuide: 'Failed to delete study guide',
  updateGuide: 'Failed to update study guide',
  saveFlashcardSet: 'Failed to save flashcard set',
  fetchFlashcardSets: 'Failed to fetch flashcard sets',
  sendResetEmail: 'Failed to send reset email. Please try again.',
  signupFailed: 'Signup failed',
  authFailed: 'Authentication failed',
  /** The auth server refused to renew the session (beyond the spec: it only says it is removed). */
  sessionEnded: 'Your session has ended. Please sign in again.',
  invalidBetaCode: 'Invalid or already used access code',
  betaCodeRequired: 'Beta access code is required',
  emailRequired: 'Please enter your email address',
  // Beyond the spec: what hosted Supabase Auth's e-mail sending can answer.
  confirmationEmailNotSent:
    'Your access code is valid, but the confirmation email could not be sent. Please try again later.',
  emailRateLimited: 'Too many emails have been sent in the last hour. Please try again in an hour.',
  emailSentRecently: (seconds: number) =>
    `An email was just sent to this address. Check your inbox, or try again in ${seconds} ${seconds === 1 ? 'second' : 'seconds'}.`,
  // success texts
  resetEmailSent: 'Password reset email sent! Check your inbox.',
  accountCreated:
    'Account created! Please check your email to confirm your account before signing in.',
  // change password / e-mail
  newPasswordsMismatch: 'New passwords do not match.',
  newPasswordTooShort: 'New password must be at least 6 characters long.',
  newPasswordSame: 'New password must be different from current password.',
  currentPasswordWrong: 'Current password is incorrect.',
  passwordUpdated: 'Password updated successfully!',
  newEmailRequired: 'Please enter a new email address.',
  newEmailSame: 'New email must be different from current email.',
  invalidEmail: 'Please enter a valid email address.',
  emailChangeSent:
    'Email change confirmation sent! Please check both your current and new email addresses for confirmation links.',
  updateEmailFailed: 'Failed to update email. Please try again.',
  // reset password page
  passwordsMismatch: 'Passwords do not match.',
  passwordTooShort: 'Password must be at least 6 characters long.',
  resetLinkExpired: 'This password reset link has expired. Please request a new one.',
  resetLinkInvalid: 'Invalid reset link. Please request a new password reset.',
  resetLinkVerifyFailed: 'Invalid or expired reset link. Please request a new password reset.',
  updatePasswordFailed: 'Failed to update password. Please try again.',
  // confirm e-mail page
  confirmLinkExpired:
    'This confirmation link has expired. Please sign up again or contact support.',
  confirmLinkInvalid: 'Invalid confirmation link. Please check your email for the correct link.',
  confirmFailed: 'Failed to confirm email. Please try again.',
  // AI: study guide
  invalidApiKey: 'Invalid API key. Please check your AI provider API configuration.',
  quotaExceeded: 'API quota exceeded. Please check your AI provider account.',
  rateLimited: 'Rate limit exceeded. Please wait a moment and try again.',
  // Beyond the spec: the ai Edge Function's daily allowance per student / visitor.
  dailyAllowanceUsed: "You have used today's AI allowance. It resets at midnight UTC.",
  // The ai Edge Function's refusal of an anonymous request without a passed CAPTCHA (captcha.ts).
  captchaRequired: 'Please confirm you are human to use AI without an account.',
  guideTooLong: 'Content too long. Please try with shorter text or fewer files.',
  guideFailed: 'Failed to generate study guide. Please try again.',
  guideEmpty: 'Unable to generate study guide. Please try again.',
  guideFailedShort: 'Failed to generate study guide',
  // AI: combined guide
  combinedTooLong: 'Combined content too long. Please try with fewer or shorter study guides.',
  combinedFailed: 'Failed to generate combined study guide. Please try again.',
  combinedEmpty: 'Unable to generate combined study guide. Please try again.',
  // AI: tutor
  tutorFailed: 'Failed to get AI response. Please try again.',
  tutorEmpty: 'I apologize, but I could not generate a response. Please try again.',
  tutorErrorReply: 'Sorry, I encountered an error. Please try again.',
  // AI: quiz
  quizTooLong: 'Content too long for quiz generation. Please try with shorter content.',
  quizFailed: 'Failed to generate quiz. Please try again.',
  noAiResponse: 'No response from AI',
  /** Anything that needs the AI (or another server) while the browser is offline. */
  offline: 'You are offline. This needs a connection.',
  // AI: practice exam (issue 45)
  gradingFailed: 'Could not grade this answer — Retry',
  explanationFallback:
    'The correct answer provides the most accurate information based on the study material.',
  // AI: flashcards
  flashcardsTooLong: 'Content too long for flashcard generation. Please try with shorter content.',
  flashcardsFailed: 'Failed to generate flashcards. Please try again.',
  flashcardsFailedShort: 'Failed to generate flashcards',
  // AI: audio overview (issue 46)
  audioOverviewFailed: 'Failed to create the audio overview. Please try again.',
  // title fallback
  titleFallback: 'Study Guide',
  // files
  readPdfFailed: 'Failed to read PDF file',
  readPptxFailed: 'Failed to read PowerPoint file',
  processPptxFailed: 'Failed to process PowerPoint file',
  pptxNoText:
    'Could not extract readable text from PowerPoint file. Please try converting to PDF or text format.',
  unsupportedFileType: 'Unsupported file type',
  fileTooLarge: (name: string) => `File "${name}" is too large. Maximum size is 10MB.`,
  fileTypeNotSupported: (type: string) =>
    `File type "${type}" is not supported. Please upload PDF, PowerPoint, or text files.`,
  fileNoContent: (name: string) =>
    `Could not extract meaningful content from "${name}". Please try a different file.`,
  fileProcessFailed: (name: string) => `Failed to process "${name}". Please try again.`,
  // files: limits beyond the spec (zip bombs, one upload's weight)
  fileExpandsTooMuch: (name: string) =>
    `File "${name}" expands to more than ${megabytes(MAX_UNPACKED_TEXT_BYTES)} of text and was not read.`,
  uploadTooLarge: (bytes: number) =>
    `These files come to ${megabytesOver(bytes)} together; one upload can be at most ${megabytes(MAX_UPLOAD_BYTES)}. Please choose fewer or smaller files.`,
  // the guide's source material (beyond the spec)
  sourceTooLong: (size: number) =>
    `Your material is ${formatCount(size)} characters long; the limit is ${formatCount(MAX_SOURCE_CHARS)} characters per study guide. Remove a file or split the material into two guides.`,
  combinedSourceTooLong: (size: number) =>
    `The selected guides' material is ${formatCount(size)} characters long; the limit is ${formatCount(MAX_SOURCE_CHARS)} characters per study guide. Select fewer guides.`,
  fetchGuideSource: 'Failed to fetch the study material of the guide',
  saveGuideCitations: 'Failed to save the citations of the study guide',
  // what one saved guide, quiz or set may hold (beyond the spec; the database's limits too)
  guideTooLarge: (size: number) =>
    `This study guide is ${formatCount(size)} characters long; the limit is ${formatCount(MAX_GUIDE_CHARS)} characters per guide, so it was not saved. Combine fewer guides.`,
  quizTooLarge: `This quiz is too large to save: a quiz holds at most ${MAX_QUIZ_QUESTIONS} questions and 1 MB of text.`,
  flashcardSetTooLarge: `This flashcard set is too large to save: a set holds at most ${MAX_FLASHCARDS} cards and 1 MB of text.`,
  // how many rows one account may hold (beyond the spec; the database's quotas)
  tooManyGuides: `You have ${formatCount(MAX_GUIDES_PER_USER)} study guides, the most one account can keep. Delete some to save new ones.`,
  tooManyExamGuides: `You have ${formatCount(MAX_EXAM_GUIDES_PER_USER)} practice exams on several guides, the most one account can keep. Pick guides you have taken a practice exam on together before, or delete one under 'Practice exams on several guides' in your library.`,
  tooManySets: `This guide has ${formatCount(MAX_SETS_PER_GUIDE)} flashcard sets, the most one guide can keep. Delete some to save new ones.`,
  tooManyQuizzes: `This guide has ${formatCount(MAX_QUIZZES_PER_GUIDE)} quizzes, the most one guide can keep. Delete some to save new ones.`,
  studySetTitleTooLong: `This title is longer than ${formatCount(MAX_STUDY_SET_TITLE_CHARS)} characters. Shorten the guide's title first.`,
  // work kept in the browser when its save fails (beyond the spec; unsaved-work.ts)
  couldNotSaveGuide: 'Could not save your study guide.',
  couldNotSaveQuiz: 'Could not save your quiz.',
  couldNotSaveFlashcardSet: 'Could not save your flashcard set.',
  // saved quizzes, flashcard sessions, the memory model, exam dates, Anki, mind maps and audio
  // overviews (beyond the spec: the spec's table has no words for them; its 'Failed to …' pattern)
  fetchQuizzes: 'Failed to fetch quizzes',
  saveQuiz: 'Failed to save quiz',
  saveQuizAttempt: 'Failed to save quiz attempt',
  saveQuizFeedback: 'Failed to save quiz feedback',
  saveExamAttempt: 'Failed to save practice exam',
  saveFlashcardSession: 'Failed to save flashcard session',
  fetchReviews: 'Failed to load your review history',
  fetchMemoryModel: 'Failed to load your memory model',
  saveMemoryModel: 'Failed to save your memory model',
  fetchExamDates: 'Failed to fetch exam dates',
  fetchUnitGuides: 'Failed to fetch unit guides',
  saveExamDate: 'Failed to save the exam date',
  exportToAnki: 'Failed to export the set to Anki',
  importCards: 'Failed to import the cards',
  loadMindMap: 'Could not load the mind map.',
  saveMindMap: 'Could not save the mind map.',
  loadAudioOverview: 'Could not load the audio overview.',
  saveAudioOverview: 'Could not save the audio overview.',
  // pasted notes
  notesEmpty: 'Please enter some text to generate a study guide.',
  notesTooShort:
    'Please provide more content (at least 50 characters) for a meaningful study guide.',
  // blog
  postNotFound: "Post Not Found — The blog post you're looking for doesn't exist.",
} as const

export { AppError, errorMessage, isAppError, type AppErrorKind, type SpecRef } from './app-error'

export type SpecMessageName = keyof typeof messages
type SpecArgs<N extends SpecMessageName> = (typeof messages)[N] extends (...args: infer A) => string
  ? A
  : []

/** A spec message's English text and its name, which a screen translates: { text, spec }. */
export function specMessage<N extends SpecMessageName>(
  name: N,
  ...args: SpecArgs<N>
): { text: string; spec: SpecRef } {
  const entry = messages[name] as string | ((...values: SpecArgs<N>) => string)
  const text = typeof entry === 'function' ? entry(...args) : entry
  // Every message's arguments are names and numbers (the table above).
  return { text, spec: { name, args: args as readonly (string | number)[] } }
}

/** An AppError whose message is the spec's `name`, its identity kept beside the English. */
export function specError<N extends SpecMessageName>(
  kind: AppErrorKind,
  name: N,
  args: SpecArgs<N>,
  options: { cause?: unknown; status?: number; code?: string } = {},
): AppError {
  const { text, spec } = specMessage(name, ...args)
  return new AppError(kind, text, { ...options, spec })
}

/** A message kept for a screen: its English text and, when it is a spec message, which one. */
export interface ShownMessage {
  text: string
  spec?: SpecRef | undefined
}

/** What to show for a thrown value: an AppError's message (and its name), else `fallback`. */
export function messageOf(error: unknown, fallback: ShownMessage): ShownMessage {
  return isAppError(error) ? { text: error.message, spec: error.spec } : fallback
}
