import { useId, useState } from 'react'
import { Link } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { ConfirmDialog } from '@/components/ui/confirm-dialog'
import { paths } from '@/config/paths'
import type { ExamSet } from '@/entities/study-guide/study-guide'
import { useDeleteGuide, useExamSets } from '@/entities/study-guide/use-guides'
import { formatDate } from '@/lib/i18n/format'
import { useTranslation } from '@/lib/i18n/i18n'
import { LibraryLoadFailed } from './library-load-failed'

/**
 * The practice exams on several guides (a guide of kind 'exam' each, issue 45): not library
 * items, so listed here, under the library, where the student opens one or deletes it with its
 * saved attempts (asked first). Nothing shows while there are none; a failed load says so, with
 * 'Try again', the way the library does.
 */
export function PracticeExamSets({ userId }: { userId: string }) {
  const { t } = useTranslation()
  const headingId = useId()
  const setsQuery = useExamSets(userId)
  const sets = setsQuery.data ?? []
  const [deleting, setDeleting] = useState<ExamSet | null>(null)
  const deleteMutation = useDeleteGuide()
  if (sets.length === 0 && deleting === null && !setsQuery.isError) return null
  return (
    <section aria-labelledby={headingId} className="mt-10 max-w-3xl">
      <h2 id={headingId} className="text-lg font-semibold text-slate-900">
        {t('library.examSets.heading')}
      </h2>
      {setsQuery.isError ? (
        <LibraryLoadFailed error={setsQuery.error} onRetry={() => void setsQuery.refetch()} />
      ) : null}
      {sets.length > 0 ? (
        <ul aria-labelledby={headingId} className="mt-3 divide-y divide-slate-200">
          {sets.map((set) => (
            <li key={set.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
              <span className="min-w-0 flex-1">
                <Link
                  to={paths.guidePracticeExam(set.id)}
                  dir="auto"
                  className="font-medium break-words text-indigo-700 hover:underline"
                >
                  {set.title}
                </Link>{' '}
                <span className="text-xs text-slate-500">{formatDate(set.createdAt)}</span>
              </span>
              <Button
                size="sm"
                variant="ghost"
                className="h-11 text-red-700"
                aria-label={t('library.card.deleteGuide', { title: set.title })}
                onClick={() => setDeleting(set)}
              >
                {t('library.delete')}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        title={t('library.examSets.deleteTitle')}
        description={t('library.examSets.deleteDescription', { title: deleting?.title ?? '' })}
        confirmLabel={t('library.delete')}
        pending={deleteMutation.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (deleting) deleteMutation.mutate(deleting.id, { onSettled: () => setDeleting(null) })
        }}
      />
    </section>
  )
}
