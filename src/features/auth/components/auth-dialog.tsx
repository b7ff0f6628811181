import { Loader2 } from 'lucide-react'
import { useEffect, useReducer, type FormEvent } from 'react'
import { useNavigation } from '@/components/layout/navigation'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { TextField } from '@/components/ui/text-field'
import { BETA_CODE_LENGTH, SIGNUP_SUCCESS_RETURN_MS } from '@/config/limits'
import { errorMessage, messages } from '@/lib/errors'
import type { MessageKey } from '@/lib/i18n/catalogues'
import { useTranslation } from '@/lib/i18n/i18n'
import '../model/auth-catalogue'
import { requestPasswordReset, signIn, signUp } from '../api/account-actions'
import {
  authDialogReducer,
  initialAuthDialogState,
  validateAuthFields,
  type AuthFieldName,
} from '../model/auth-dialog-flow'
import { shownAuthMessage } from '../model/auth-messages'
import type { AuthMode } from '../model/auth-mode'

/** Spoken names: each contains the visible text (label-in-name). */
const submitNames: Record<AuthMode, MessageKey | undefined> = {
  login: undefined,
  signup: 'auth.submitName.signup',
  // No spoken name here: one containing "Email" would be one more match for the Email label.
  forgot: undefined,
}

/** The beta code's example: the same in every language. */
const BETA_CODE_EXAMPLE = 'ABCD1234'
const EMAIL_EXAMPLE = 'you@school.edu'

const fallbacks: Record<AuthMode, string> = {
  login: messages.authFailed,
  signup: messages.signupFailed,
  forgot: messages.sendResetEmail,
}

export function AuthDialog({
  initialMode,
  redirectTo,
  onClose,
}: {
  initialMode: AuthMode
  /** The signed-in page that sent the visitor here; a sign-in without one stays on the page. */
  redirectTo?: string | undefined
  onClose: () => void
}) {
  const [state, dispatch] = useReducer(authDialogReducer, initialMode, initialAuthDialogState)
  const { navigate } = useNavigation()
  const { t } = useTranslation()
  const { mode, fields, status, error, success } = state
  const busy = status === 'submitting'

  // After a sign-up the success message stays 5 seconds, then the dialog returns to login.
  const signedUp = mode === 'signup' && success === messages.accountCreated
  useEffect(() => {
    if (!signedUp) return
    const timer = setTimeout(() => dispatch({ type: 'returnToLogin' }), SIGNUP_SUCCESS_RETURN_MS)
    return () => clearTimeout(timer)
  }, [signedUp])

  const setField = (field: AuthFieldName) => (event: { target: { value: string } }) =>
    dispatch({ type: 'setField', field, value: event.target.value })

  async function submit(event: FormEvent) {
    event.preventDefault()
    if (busy) return
    const invalid = validateAuthFields(mode, fields)
    if (invalid) {
      dispatch({ type: 'failed', message: invalid })
      return
    }
    dispatch({ type: 'submit' })
    try {
      if (mode === 'login') {
        await signIn(fields.email, fields.password)
        onClose()
        if (redirectTo) void navigate(redirectTo)
      } else if (mode === 'signup') {
        await signUp(fields)
        dispatch({ type: 'signedUp' })
      } else {
        await requestPasswordReset(fields.email)
        dispatch({ type: 'resetEmailSent' })
      }
    } catch (caught) {
      dispatch({ type: 'failed', message: errorMessage(caught, fallbacks[mode]) })
    }
  }

  const switchTo = (next: AuthMode) => () => dispatch({ type: 'switchMode', mode: next })

  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(`auth.title.${mode}`)}
      description={t(`auth.description.${mode}`)}
    >
      {/* One form per mode (key): its first field takes the cursor when the mode opens. */}
      <form key={mode} onSubmit={submit} className="space-y-4" aria-label={t(`auth.title.${mode}`)}>
        {mode === 'signup' ? (
          <TextField
            label={t('auth.field.name')}
            name="name"
            autoFocus
            autoComplete="name"
            placeholder={t('auth.field.namePlaceholder')}
            value={fields.name}
            onChange={setField('name')}
            disabled={busy}
          />
        ) : null}
        <TextField
          label={t('auth.field.email')}
          name="email"
          type="email"
          autoFocus={mode !== 'signup'}
          autoComplete="email"
          placeholder={EMAIL_EXAMPLE}
          // The forgot form shows the spec's own message for a blank address instead.
          required={mode !== 'forgot'}
          value={fields.email}
          onChange={setField('email')}
          disabled={busy}
        />
        {mode !== 'forgot' ? (
          <TextField
            label={t('auth.field.password')}
            name="password"
            type="password"
            autoComplete={mode === 'signup' ? 'new-password' : 'current-password'}
            required
            value={fields.password}
            onChange={setField('password')}
            disabled={busy}
          />
        ) : null}
        {mode === 'signup' ? (
          <TextField
            label={t('auth.field.betaCode')}
            name="betaCode"
            autoComplete="off"
            spellCheck={false}
            maxLength={BETA_CODE_LENGTH}
            placeholder={BETA_CODE_EXAMPLE}
            hint={t('auth.field.betaCodeHint')}
            className="[&_input]:font-mono [&_input]:tracking-[0.3em] [&_input]:uppercase"
            value={fields.betaCode}
            onChange={setField('betaCode')}
            disabled={busy}
          />
        ) : null}
        {mode === 'login' ? (
          <div className="-mt-2 text-end">
            <button
              type="button"
              onClick={switchTo('forgot')}
              className="min-h-6 py-1 text-sm font-medium text-indigo-700 hover:underline"
            >
              {t('auth.forgotPassword')}
            </button>
          </div>
        ) : null}
        {error ? <Alert tone="error">{shownAuthMessage(error)}</Alert> : null}
        {success ? <Alert tone="success">{shownAuthMessage(success)}</Alert> : null}
        <Button
          type="submit"
          className="w-full"
          size="lg"
          disabled={busy}
          // The sign-up button also answers to its mode's name ('Join Beta') and to 'Sign Up'.
          aria-label={busy || !submitNames[mode] ? undefined : t(submitNames[mode])}
        >
          {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {busy ? t(`auth.busy.${mode}`) : t(`auth.submit.${mode}`)}
        </Button>
      </form>
      <p className="mt-5 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
        {mode === 'login' ? (
          <>
            {t('auth.newHere')}{' '}
            {/* Named after the mode it opens ('Join Beta') as well as by its text. */}
            <ModeLink onClick={switchTo('signup')} label={t('auth.joinBetaName')}>
              {t('auth.joinBeta')}
            </ModeLink>
          </>
        ) : mode === 'signup' ? (
          <>
            {t('auth.haveAccount')}{' '}
            <ModeLink onClick={switchTo('login')}>{t('auth.signIn')}</ModeLink>
          </>
        ) : (
          <>
            {t('auth.remembered')}{' '}
            <ModeLink onClick={switchTo('login')}>{t('auth.backToSignIn')}</ModeLink>
          </>
        )}
      </p>
    </Dialog>
  )
}

function ModeLink({
  onClick,
  label,
  children,
}: {
  onClick: () => void
  /** A spoken name that contains the visible text (label-in-name) and says a bit more. */
  label?: string
  children: string
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      aria-label={label}
      // A 24 px target, as 'Forgot password?' is: on a phone it is a line of its own.
      className="min-h-6 font-semibold text-indigo-700 hover:underline"
    >
      {children}
    </button>
  )
}
