import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query'
import { reportFailure } from '@/lib/report-failure'
import { toast } from '@/lib/toast'
import { MAX_IMPORT_FILE_BYTES } from '@/config/limits'
import { exportApkg, importCardsFile } from '@/lib/anki/anki-in-worker'
import { importRefused } from '@/lib/anki/imported-cards'
import { cardWords, citeClaimedItems } from '@/study-engine/citations/with-citations'
import { isAppError, messages, type AppError } from '@/lib/errors'
import { shownText } from '@/lib/i18n/error-text'
import { newId } from '@/lib/new-id'
import { saveBlob } from '@/lib/save-file'
import type { ExamDate } from '@/entities/exam-date/exam-date'
import { loadGuideSource } from '@/entities/study-guide/guide-queries'
import type { GuideRef } from '@/entities/study-guide/study-guide'
import { saveOrKeep } from '@/entities/unsaved-work/unsaved-work'
import { ankiDeck, apkgFileName } from '../model/anki-note'
import type { FlashcardSet } from '@/entities/flashcard/flashcard'
import { importedSets, type ImportedSet } from '../model/imported-sets'
import { importedMessage } from './anki-messages'
import { flashcardSetWork } from '@/entities/flashcard/flashcards-api'

/**
 * "Export to Anki" and "Import cards". The package is written and read in a worker
 * (lib/anki), SQLite loaded only then.
 */

/** Downloads `<guide title>.apkg` of the set, its Source field quoting the guide's material. */
export function useExportToAnki(guide: GuideRef, exam: ExamDate | undefined) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (set: FlashcardSet) => {
      const source = await loadGuideSource(client, guide)
      const bytes = await exportApkg(
        ankiDeck(set, { guideTitle: guide.title, examDate: exam?.examDate, source }),
      )
      saveBlob(apkgFileName(guide.title), new Blob([bytes], { type: 'application/octet-stream' }))
    },
    // Written on the device from what it holds: offline too (TanStack would hold it, spinning).
    networkMode: 'always',
    onError: reportFailure(messages.exportToAnki),
  })
}

export interface ImportOutcome {
  sets: ImportedSet[]
  message: string
}

/**
 * Reads the file, checks each card's citations against the guide's material as generated cards
 * are, and saves the cards as sets named after the file (saved guides; an unsaved guide keeps
 * them in memory). A file refused while reading saves nothing.
 */
export function useImportCards(guide: GuideRef, key: QueryKey) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (file: File): Promise<ImportOutcome> => {
      if (file.size > MAX_IMPORT_FILE_BYTES) throw importRefused('tooLarge', file.name)
      const imported = await importCardsFile(new Uint8Array(await file.arrayBuffer()), file.name)
      const source = await loadGuideSource(client, guide)
      // Imported cards are checked against the guide's material like generated ones.
      const cited = await citeClaimedItems(source, imported.cards, cardWords)
      const citations =
        source && source.length > 0 ? cited.map((card) => card.citations ?? []) : undefined
      const sets = importedSets({
        fileName: file.name,
        cards: imported.cards,
        citations,
        studyGuideId: guide.id,
        now: new Date(),
        newId,
      })
      const guideId = guide.id
      if (guideId) {
        // Every part checked before any is saved; the last part first, so the first part is the
        // newest row and heads the list, as it does here.
        // A part that fails to save is kept in the browser until it is stored (one message).
        const works = sets.map((set) => flashcardSetWork({ ...set, studyGuideId: guideId }))
        let failure: AppError | null = null
        for (const work of works.reverse()) {
          const outcome = await saveOrKeep(work)
          if (!outcome.saved) failure ??= outcome.error
        }
        if (failure) toast.error(shownText(failure.message, failure.spec))
      }
      return {
        sets,
        message: importedMessage({
          cards: imported.cards.length,
          fileName: file.name,
          titles: sets.map((set) => set.title),
          mediaSkipped: imported.mediaSkipped,
        }),
      }
    },
    onSuccess: ({ sets, message }) => {
      client.setQueryData<FlashcardSet[]>(key, (old = []) => [...sets, ...old])
      toast.success(message)
    },
    // A refused file is the student's to fix (the message says how); anything else is logged.
    onError: (error) => {
      if (!isAppError(error) || error.kind !== 'file') console.warn('Importing cards failed', error)
    },
  })
}
