import { ResetPasswordPage } from '@/features/auth/components/reset-password-page'

export function ResetPasswordRoute() {
  return <ResetPasswordPage />
}
