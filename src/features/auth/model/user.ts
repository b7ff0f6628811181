import type { User as SupabaseUser } from '@/lib/supabase'

/** The client view of a user. */
export interface AppUser {
  id: string
  email: string
  name: string
}

export function toAppUser(user: Pick<SupabaseUser, 'id' | 'email' | 'user_metadata'>): AppUser {
  const email = user.email ?? ''
  const metadataName = user.user_metadata?.['name']
  const name =
    typeof metadataName === 'string' && metadataName.trim() !== ''
      ? metadataName.trim()
      : (email.split('@')[0] ?? '')
  return { id: user.id, email, name }
}

/** The one admin is a fixed user id; the database enforces it as well. */
export function isAdminUser(
  user: Pick<AppUser, 'id'> | null | undefined,
  adminUserId: string,
): boolean {
  return Boolean(user && adminUserId && user.id === adminUserId)
}
