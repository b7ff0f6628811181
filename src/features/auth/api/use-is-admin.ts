import { env } from '@/config/env'
import { isAdminUser } from '../model/user'
import { useAuth } from './auth-provider'

/**
 * True for the admin (VITE_ADMIN_USER_ID): the Beta Admin Panel entry points show for them. Apart
 * from the provider so the pages that do not ask (the landing page) load no configuration.
 */
export function useIsAdmin(): boolean {
  const auth = useAuth()
  return isAdminUser(auth.user, env.adminUserId)
}
