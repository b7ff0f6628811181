import { IconTab, tabPanelFocusClass } from '@/components/ui/icon-tab'
import { ArrowLeft, KeyRound, Mail } from 'lucide-react'
import { useState } from 'react'
import { useNavigate } from 'react-router-dom'
import { Button } from '@/components/ui/button'
import { TabList, TabPanel, Tabs } from '@/components/ui/tabs'
import { useTranslation } from '@/lib/i18n/i18n'
import { directionOf } from '@/lib/i18n/languages'
import '../model/account-catalogue'
import { AiProviderCard } from './ai-provider-card'
import { AiUsageCard } from './ai-usage-card'
import { ChangeEmailForm, type ChangeEmailHandler } from './change-email-form'
import { ChangePasswordForm, type ChangePasswordHandler } from './change-password-form'
import { LanguageCard } from './language-card'
import { ProfileCard } from './profile-card'

const tabClasses =
  'inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-4 py-2 text-sm font-medium text-slate-600 transition-colors hover:text-slate-900 focus-visible:ring-2 focus-visible:ring-indigo-400 focus-visible:outline-none data-[state=active]:bg-white data-[state=active]:text-indigo-700 data-[state=active]:shadow-sm'

export interface AccountSettingsProps {
  user: { name: string; email: string }
  onChangePassword: ChangePasswordHandler
  onChangeEmail: ChangeEmailHandler
  /** Whether the build's AI goes through the project's Edge Function, which counts daily use. */
  showAiUsage?: boolean
}

/** /settings: profile card, Change Password / Change Email tabs, AI provider. */
export function AccountSettings({
  user,
  onChangePassword,
  onChangeEmail,
  showAiUsage = false,
}: AccountSettingsProps) {
  const navigate = useNavigate()
  const { t, language } = useTranslation()
  const [signInTab, setSignInTab] = useState('password')
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-10 sm:px-6">
      <Button variant="ghost" size="sm" onClick={() => navigate(-1)} className="-ms-2">
        <ArrowLeft className="h-4 w-4 rtl:-scale-x-100" aria-hidden="true" />
        {t('account.back')}
      </Button>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">{t('account.heading')}</h1>
      <p className="mt-1 text-slate-600">{t('account.lead')}</p>

      {/* One column no wider than the screen (minmax(0, 1fr)): an auto column took the width of
          the longest unbroken text (a long e-mail address) and made the page scroll sideways. */}
      <div className="mt-8 grid grid-cols-1 gap-6 lg:grid-cols-[18rem_1fr]">
        <div className="space-y-6">
          <ProfileCard name={user.name} email={user.email} />
          <LanguageCard />
        </div>
        <div className="space-y-6">
          <section
            aria-label={t('account.signInDetails')}
            className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm"
          >
            <Tabs dir={directionOf(language)} value={signInTab} onValueChange={setSignInTab}>
              <TabList
                aria-label={t('account.tabs')}
                className="mb-6 flex gap-1 rounded-xl bg-slate-100 p-1"
              >
                <IconTab
                  value="password"
                  icon={KeyRound}
                  label={t('account.tab.password')}
                  className={tabClasses}
                />
                <IconTab
                  value="email"
                  icon={Mail}
                  label={t('account.tab.email')}
                  className={tabClasses}
                />
              </TabList>
              {/* The panels are not labelled by their tabs: a search for the "Email" or
                  "New Password" field would otherwise also find the panel around it. */}
              <TabPanel value="password" labelledByTab={false} className={tabPanelFocusClass}>
                <ChangePasswordForm onSubmit={onChangePassword} />
              </TabPanel>
              <TabPanel value="email" labelledByTab={false} className={tabPanelFocusClass}>
                <ChangeEmailForm currentEmail={user.email} onSubmit={onChangeEmail} />
              </TabPanel>
            </Tabs>
          </section>
          {showAiUsage && <AiUsageCard />}
          <AiProviderCard />
        </div>
      </div>
    </div>
  )
}
