import { Upload } from 'lucide-react'
import { useRef } from 'react'
import { Button } from '@/components/ui/button'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/flashcards-catalogue'

/** What "Import cards" reads: Anki packages and Quizlet-style text exports. */
const ACCEPTED =
  '.apkg,.txt,.tsv,.csv,application/zip,text/plain,text/tab-separated-values,text/csv'

/**
 * "Import cards": a button (keyboard-reachable, its name exactly that) opening the file picker;
 * the chosen file goes to `onImport`. The picker is reset, so the same file can be chosen again.
 */
export function ImportCardsButton({
  busy,
  onImport,
}: {
  busy: boolean
  onImport: (file: File) => void
}) {
  const { t } = useTranslation()
  const input = useRef<HTMLInputElement>(null)
  return (
    <>
      <Button variant="secondary" busy={busy} onClick={() => input.current?.click()}>
        <Upload className="h-4 w-4" aria-hidden="true" />
        {t('flashcards.importCards')}
      </Button>
      <input
        ref={input}
        type="file"
        accept={ACCEPTED}
        className="hidden"
        tabIndex={-1}
        aria-label={t('flashcards.importFile')}
        onChange={(event) => {
          const file = event.target.files?.[0]
          event.target.value = ''
          if (file) onImport(file)
        }}
      />
    </>
  )
}
