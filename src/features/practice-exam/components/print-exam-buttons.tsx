import { useState } from 'react'
import { Button } from '@/components/ui/button'
import { usePrintSheet } from '@/components/ui/print-sheet'
import { useTranslation } from '@/lib/i18n/i18n'
import type { Exam } from '../model/exam'
import { ExamPrintSheet, examTexts } from './exam-print-sheet'
import '../model/practice-catalogue'

/**
 * 'Print exam' and 'Print answer key' of one exam: the one sat (results), or the one the set-up's
 * settings make, prepared on the first press (`examToPrint`; null when it could not be made, its
 * reason already told), so the key printed after it answers the same questions.
 */
export function PrintExamButtons({
  examToPrint,
  disabled = false,
}: {
  examToPrint: () => Promise<Exam | null>
  disabled?: boolean
}) {
  const { t } = useTranslation()
  const printing = usePrintSheet()
  const [preparing, setPreparing] = useState(false)

  async function print(answerKey: boolean) {
    setPreparing(true)
    try {
      const exam = await examToPrint()
      if (exam)
        await printing.print(<ExamPrintSheet exam={exam} answerKey={answerKey} />, examTexts(exam))
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
          onClick={() => print(answerKey)}
        >
          {t(answerKey ? 'practice.results.printKey' : 'practice.results.print')}
        </Button>
      ))}
      {printing.portal}
    </>
  )
}
