import { ConfirmEmailPage } from '@/features/auth/components/confirm-email-page'

export function ConfirmEmailRoute() {
  return <ConfirmEmailPage />
}
