import { messages } from '@/lib/errors'
import { formatCount } from '@/lib/format-count'

/** "Export to Anki" and "Import cards" (beyond the spec). */
export const ankiMessages = {
  exportFailed: messages.exportToAnki,
  importFailed: messages.importCards,
  importing: 'Importing cards…',
  imported: (input: {
    cards: number
    fileName: string
    titles: readonly string[]
    mediaSkipped: number
  }) => {
    const cards = `${formatCount(input.cards)} ${input.cards === 1 ? 'card' : 'cards'}`
    const into =
      input.titles.length === 1
        ? `"${input.titles[0]}"`
        : `${input.titles.length} sets, "${input.titles[0]}" to "${input.titles.at(-1)}"`
    const media =
      input.mediaSkipped === 0
        ? ''
        : ` ${formatCount(input.mediaSkipped)} media ${input.mediaSkipped === 1 ? 'file was' : 'files were'} skipped.`
    return `Imported ${cards} from "${input.fileName}" into ${into}.${media}`
  },
} as const
