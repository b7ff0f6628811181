import { MAX_IMPORT_FILE_BYTES, MAX_IMPORTED_CARDS } from '@/config/limits'
import { formatCount } from '@/lib/format-count'

/** What "Import cards" tells the student about a file it does not import (nothing is saved). */
export const importMessages = {
  neither: (name: string) =>
    `"${name}" is neither an Anki package (.apkg) nor a Quizlet export (a term and a definition on each line, separated by a tab or a comma). Nothing was imported.`,
  empty: (name: string) => `"${name}" holds no cards. Nothing was imported.`,
  tooMany: (name: string, count: number) =>
    `"${name}" holds ${formatCount(count)} cards; at most ${formatCount(MAX_IMPORTED_CARDS)} can be imported at once. Nothing was imported.`,
  anki21b: (name: string) =>
    `"${name}" was exported by a newer Anki in a format Studywise cannot read. In Anki, export the deck again with "Support older Anki versions" ticked. Nothing was imported.`,
  tooLarge: (name: string) =>
    `"${name}" is larger than ${MAX_IMPORT_FILE_BYTES / 1_048_576} MB. Nothing was imported.`,
} as const
