import { Cpu, Lock } from 'lucide-react'
import { useState, useSyncExternalStore, type FormEvent } from 'react'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { TextField, type TextFieldProps } from '@/components/ui/text-field'
import { DEFAULT_AI_MODEL } from '@/config/env'
import { describeEngine } from '@/study-engine/engine'
import { contextWindowFor } from '@/study-engine/ai/long-source/context-window'
import {
  clearProviderSettings,
  getProviderSettings,
  saveProviderSettings,
  settingsRefusals,
  subscribeProviderSettings,
  type SettingsRefusal,
} from '@/lib/ai/provider-settings'
import { isAppError } from '@/lib/errors'
import { useTranslation } from '@/lib/i18n/i18n'
import { OFFLINE_ENGINE_LABEL } from '@/study-engine/types'
import '../model/account-catalogue'
import { SettingsCard } from './settings-card'

type Outcome = { tone: 'error' | 'success'; message: string } | null

/**
 * 'Your AI provider' (beyond the spec): a student may bring their own OpenAI-compatible
 * endpoint, key and model. They are kept in this browser only (src/lib/ai/provider-settings.ts).
 */
export function AiProviderCard() {
  const { t } = useTranslation()
  const saved = useSyncExternalStore(subscribeProviderSettings, getProviderSettings, () => null)
  const [draft, setDraft] = useState(() => ({
    baseURL: saved?.baseURL ?? '',
    apiKey: saved?.apiKey ?? '',
    model: saved?.model ?? '',
    contextTokens: saved?.contextTokens?.toString() ?? '',
  }))
  const [outcome, setOutcome] = useState<Outcome>(null)
  const engine = describeEngine(saved)

  const set = (key: keyof typeof draft) => (event: { target: { value: string } }) =>
    setDraft((current) => ({ ...current, [key]: event.target.value }))

  function save(event: FormEvent) {
    event.preventDefault()
    try {
      saveProviderSettings(draft)
      setOutcome({ tone: 'success', message: t('account.ai.saved') })
    } catch (error) {
      const code = isAppError(error) ? error.code : undefined
      const refusal: SettingsRefusal =
        code && code in settingsRefusals ? (code as SettingsRefusal) : 'invalid'
      setOutcome({ tone: 'error', message: t(`account.ai.refused.${refusal}`) })
    }
  }

  function clear() {
    clearProviderSettings()
    setDraft({ baseURL: '', apiKey: '', model: '', contextTokens: '' })
    setOutcome({ tone: 'success', message: t('account.ai.cleared') })
  }

  // Every field is the draft's own, never filled in by the browser (a key is not a password).
  const field = (key: keyof typeof draft, props: Omit<TextFieldProps, 'value' | 'onChange'>) => (
    <TextField autoComplete="off" {...props} value={draft[key]} onChange={set(key)} />
  )

  return (
    <SettingsCard
      id="ai-provider-title"
      icon={Cpu}
      title={t('account.ai.title')}
      header={
        <>
          <p className="mt-1 text-sm text-slate-600">{t('account.ai.lead')}</p>
          <p className="mt-2 text-sm text-slate-700">
            {t('account.ai.currentlyUsing')}{' '}
            <span className="font-medium">
              {engine.label === OFFLINE_ENGINE_LABEL ? t('account.ai.offline') : engine.label}
            </span>
          </p>
        </>
      }
    >
      <form
        onSubmit={save}
        aria-label={t('account.ai.title')}
        noValidate
        className="mt-5 space-y-4"
      >
        {field('baseURL', {
          label: t('account.ai.baseUrl'),
          type: 'url',
          inputMode: 'url',
          placeholder: 'https://api.openai.com/v1',
          hint: t('account.ai.baseUrlHint'),
        })}
        <div className="grid gap-4 sm:grid-cols-2">
          {field('apiKey', {
            label: t('account.ai.apiKey'),
            type: 'password',
            placeholder: 'sk-…',
          })}
          {field('model', { label: t('account.ai.model'), placeholder: DEFAULT_AI_MODEL })}
        </div>
        {field('contextTokens', {
          label: t('account.ai.contextWindow'),
          inputMode: 'numeric',
          placeholder: String(contextWindowFor(draft.model || engine.model || DEFAULT_AI_MODEL)),
          hint: t('account.ai.contextWindowHint'),
        })}
        <p className="flex items-start gap-2 rounded-lg bg-amber-50 px-3 py-2 text-sm text-amber-900">
          <Lock className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
          {t('account.ai.keyStays')}
        </p>
        {outcome ? <Alert tone={outcome.tone}>{outcome.message}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={clear}>
            {t('account.ai.clear')}
          </Button>
          <Button type="submit">{t('account.ai.save')}</Button>
        </div>
      </form>
    </SettingsCard>
  )
}
