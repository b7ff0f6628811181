import { Languages } from 'lucide-react'
import { LanguageSelect } from '@/components/layout/language-select'
import { useTranslation } from '@/lib/i18n/i18n'
import { SettingsCard } from './settings-card'

/** Account Settings' Language card: the same control as the header's. */
export function LanguageCard() {
  const { t } = useTranslation()
  return (
    <SettingsCard id="language-settings" icon={Languages} title={t('common.language.label')}>
      <LanguageSelect className="mt-4 w-full [&_select]:w-full" />
    </SettingsCard>
  )
}
