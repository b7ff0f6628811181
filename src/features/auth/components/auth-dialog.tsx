import { Loader2 } from 'lucide-react'
import { useEffect, useReducer, type FormEvent } from 'react'
import { useNavigation } from '@/components/layout/navigation'
import { Alert } from '@/components/ui/alert'
import { Button } from '@/components/ui/button'
import { Dialog } from '@/components/ui/dialog'
import { TextField } from '@/components/ui/text-field'
import { BETA_CODE_LENGTH, SIGNUP_SUCCESS_RETURN_MS } from '@/config/limits'
import { errorMessage, messages } from '@/lib/errors'
import { requestPasswordReset, signIn, signUp } from '../api/account-actions'
import {
  authDialogReducer,
  initialAuthDialogState,
  validateAuthFields,
  type AuthFieldName,
} from '../model/auth-dialog-flow'
import { authModeTitles, type AuthMode } from '../model/auth-mode'

const descriptions: Record<AuthMode, string> = {
  login: 'Sign in to open your study library.',
  signup: 'Studywise is in beta. Create your account with the access code from your invitation.',
  forgot: "Enter your account's e-mail address and we'll send you a link to choose a new password.",
}

const submitLabels: Record<AuthMode, { idle: string; busy: string }> = {
  login: { idle: 'Sign In', busy: 'Signing in…' },
  signup: { idle: 'Create Account', busy: 'Creating account…' },
  forgot: { idle: 'Send Reset Email', busy: 'Sending…' },
}

/** Spoken names: each contains the visible text (label-in-name). */
const submitNames: Record<AuthMode, string | undefined> = {
  login: undefined,
  signup: 'Create Account — Sign Up to Join Beta',
  // No spoken name here: one containing "Email" would be one more match for the Email label.
  forgot: undefined,
}

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
      title={authModeTitles[mode]}
      description={descriptions[mode]}
    >
      {/* One form per mode (key): its first field takes the cursor when the mode opens. */}
      <form key={mode} onSubmit={submit} className="space-y-4" aria-label={authModeTitles[mode]}>
        {mode === 'signup' ? (
          <TextField
            label="Name"
            name="name"
            autoFocus
            autoComplete="name"
            placeholder="Your name"
            value={fields.name}
            onChange={setField('name')}
            disabled={busy}
          />
        ) : null}
        <TextField
          label="Email"
          name="email"
          type="email"
          autoFocus={mode !== 'signup'}
          autoComplete="email"
          placeholder="you@school.edu"
          // The forgot form shows the spec's own message for a blank address instead.
          required={mode !== 'forgot'}
          value={fields.email}
          onChange={setField('email')}
          disabled={busy}
        />
        {mode !== 'forgot' ? (
          <TextField
            label="Password"
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
            label="Beta Access Code"
            name="betaCode"
            autoComplete="off"
            spellCheck={false}
            maxLength={BETA_CODE_LENGTH}
            placeholder="ABCD1234"
            hint="8 letters and digits, from your beta invitation."
            className="[&_input]:font-mono [&_input]:tracking-[0.3em] [&_input]:uppercase"
            value={fields.betaCode}
            onChange={setField('betaCode')}
            disabled={busy}
          />
        ) : null}
        {mode === 'login' ? (
          <div className="-mt-2 text-right">
            <button
              type="button"
              onClick={switchTo('forgot')}
              className="min-h-6 py-1 text-sm font-medium text-indigo-700 hover:underline"
            >
              Forgot password?
            </button>
          </div>
        ) : null}
        {error ? <Alert tone="error">{error}</Alert> : null}
        {success ? <Alert tone="success">{success}</Alert> : null}
        <Button
          type="submit"
          className="w-full"
          size="lg"
          disabled={busy}
          // The sign-up button also answers to its mode's name ('Join Beta') and to 'Sign Up'.
          aria-label={busy ? undefined : submitNames[mode]}
        >
          {busy ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : null}
          {busy ? submitLabels[mode].busy : submitLabels[mode].idle}
        </Button>
      </form>
      <p className="mt-5 border-t border-slate-100 pt-4 text-center text-sm text-slate-600">
        {mode === 'login' ? (
          <>
            New to Studywise?{' '}
            {/* Named after the mode it opens ('Join Beta') as well as by its text. */}
            <ModeLink onClick={switchTo('signup')} label="Join Beta: sign up to join the beta">
              Sign up to join the beta
            </ModeLink>
          </>
        ) : mode === 'signup' ? (
          <>
            Already have an account? <ModeLink onClick={switchTo('login')}>Sign in</ModeLink>
          </>
        ) : (
          <>
            Remembered it? <ModeLink onClick={switchTo('login')}>Back to sign in</ModeLink>
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
      className="font-semibold text-indigo-700 hover:underline"
    >
      {children}
    </button>
  )
}
