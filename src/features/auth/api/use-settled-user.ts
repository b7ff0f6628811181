import { useState } from 'react'
import type { AppUser } from '../model/user'
import { useAuth } from './auth-provider'

/**
 * Who was signed in when the page opened, once the stored session has been read: undefined
 * while it loads, null for nobody. It stays as first seen, so a mailed link that signs someone
 * in does not change the question the page asked.
 */
export function useSettledUser(): AppUser | null | undefined {
  const auth = useAuth()
  const [settled, setSettled] = useState<AppUser | null | undefined>(undefined)
  if (settled === undefined && auth.status !== 'loading') {
    setSettled(auth.status === 'signed-in' ? auth.user : null)
  }
  return settled
}
