import { env } from '@/config/env'
import { AccountSettings } from '@/features/account/components/account-settings'
import { changeEmail, changePassword } from '@/features/auth/api/account-actions'
import { useAuth } from '@/features/auth/api/auth-provider'

/** Composes the account screens with the auth calls; RequireAuth guarantees a user here. */
export function SettingsRoute() {
  const auth = useAuth()
  if (auth.status !== 'signed-in') return null
  const { user } = auth
  return (
    <AccountSettings
      user={user}
      onChangePassword={({ currentPassword, newPassword }) =>
        changePassword({ email: user.email, currentPassword, newPassword })
      }
      onChangeEmail={changeEmail}
      showAiUsage={env.ai.mode === 'supabase'}
    />
  )
}
