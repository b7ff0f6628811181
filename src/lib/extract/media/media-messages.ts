import { named } from '../extract-messages'

/** Messages of recordings (issue 42); the spec's own texts are quoted word for word. */
export const mediaMessages = {
  needsProvider: 'Transcribing a recording needs an AI provider with speech-to-text.',
  tooLarge: (name: string) =>
    `File "${name}" is too large. Recordings can be at most 500 MB and 3 hours long.`,
  tooLong: (name: string) =>
    `File "${name}" is longer than 3 hours. Recordings can be at most 500 MB and 3 hours long.`,
  noAudio: (name: string) => `File "${name}" has no sound to transcribe.`,
  cannotDecode: (name: string) =>
    `File "${name}" uses a sound format this browser cannot decode. Please convert it to .mp3 or .m4a and try again.`,
  spanFailed: (spans: string[]) =>
    `The part${spans.length === 1 ? '' : 's'} ${spans.join(', ')} could not be transcribed.`,
  nothingHeard: (name: string) => `No speech was heard in "${name}".`,
} as const

/** The messages a stalled recording shows: its English as above, and its name and arguments. */
export const mediaWarnings = {
  needsProvider: named('needsProvider', mediaMessages.needsProvider),
  /** `spans` as the list shows them: '0:00–5:00'. */
  spanFailed: (spans: string[]) => named('spanFailed', mediaMessages.spanFailed(spans), spans),
} as const
