import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { printHtmlDocument } from '@/lib/export/print-document'
import { useTranslation } from '@/lib/i18n/i18n'
import type { Exam } from '../model/exam'
import '../model/practice-catalogue'

/**
 * 'Download exam (PDF)' and 'Download answer key (PDF)' of one exam, through the app's PDF
 * export (a print window of the exam's HTML document): the exam sat (results), or the one the
 * set-up's settings make, prepared on the first press (`examToPrint`; null when it could not be
 * made, its reason already told), so the key made after it answers the same questions.
 */
export function ExamPdfButtons({
  examToPrint,
  disabled = false,
}: {
  examToPrint: () => Promise<Exam | null>
  disabled?: boolean
}) {
  const { t } = useTranslation()
  const [preparing, setPreparing] = useState(false)

  async function examDocument(answerKey: boolean): Promise<string | null> {
    const exam = await examToPrint()
    if (!exam) return null
    const { examHtml } = await import('./exam-document')
    return examHtml(exam, answerKey)
  }

  async function download(answerKey: boolean) {
    setPreparing(true)
    try {
      await printHtmlDocument(examDocument(answerKey))
    } finally {
      setPreparing(false)
    }
  }

  return (
    <>
      {[false, true].map((answerKey) => (
        <Button
          key={String(answerKey)}
          variant="ghost"
          className="h-11"
          busy={preparing}
          disabled={disabled}
          onClick={() => void download(answerKey)}
        >
          {t(answerKey ? 'practice.results.downloadKey' : 'practice.results.download')}
        </Button>
      ))}
    </>
  )
}
