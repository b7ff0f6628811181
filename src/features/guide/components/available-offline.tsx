import { useState } from 'react'
import { CheckboxField } from '@/components/study-tool/checkbox-field'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/guide-catalogue'
import { isGuideKept, keepGuide } from '@/lib/offline-data/kept-guides'

/**
 * 'Available offline' on a saved guide: checked, the guide (with its quizzes, flashcard sets and
 * source passages, fetched ahead if never opened) stays on this device whatever its age;
 * unchecked, it is kept while it was opened in the last 30 days.
 */
export function AvailableOffline({ userId, guideId }: { userId: string; guideId: string }) {
  const { t } = useTranslation()
  const [kept, setKept] = useState(() => isGuideKept(userId, guideId))
  return (
    <div className="mt-2">
      <CheckboxField
        label={t('guide.availableOffline')}
        checked={kept}
        onChange={(checked) => {
          keepGuide(userId, guideId, checked)
          setKept(checked)
        }}
      />
    </div>
  )
}
