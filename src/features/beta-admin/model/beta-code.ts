import { formatDate } from '@/lib/i18n/format'

/**
 * Beta access codes as the admin panel sees them (client view) and the spec's
 * three lists (section 4): active = active and unused, used = has usedAt, inactive = not active.
 * A used code that was deactivated afterwards is in both the used and the inactive list.
 */

export interface BetaCodeRow {
  id: string
  code: string
  created_at: string
  used_at: string | null
  used_by_email: string | null
  used_by_user_id: string | null
  is_active: boolean
}

export interface BetaCode {
  id: string
  code: string
  isActive: boolean
  createdAt: string
  usedAt: string | null
  usedByEmail: string | null
}

export function toBetaCode(row: BetaCodeRow): BetaCode {
  return {
    id: row.id,
    code: row.code,
    isActive: row.is_active,
    createdAt: row.created_at,
    usedAt: row.used_at,
    usedByEmail: row.used_by_email,
  }
}

export interface GroupedCodes {
  active: BetaCode[]
  used: BetaCode[]
  inactive: BetaCode[]
}

export function groupCodes(codes: readonly BetaCode[]): GroupedCodes {
  return {
    active: codes.filter((code) => code.isActive && code.usedAt === null),
    used: codes.filter((code) => code.usedAt !== null),
    inactive: codes.filter((code) => !code.isActive),
  }
}

/** The newly generated code goes first, without a duplicate if it was listed. */
export function prependCode(codes: readonly BetaCode[] | undefined, created: BetaCode): BetaCode[] {
  return [created, ...(codes ?? []).filter((code) => code.id !== created.id)]
}

export function replaceCode(codes: readonly BetaCode[] | undefined, updated: BetaCode): BetaCode[] {
  return (codes ?? []).map((code) => (code.id === updated.id ? updated : code))
}

/** When a code was made or used, in the interface language ('Nov 20, 2026, 10:00 AM'). */
export function formatCodeDate(iso: string): string {
  return (
    formatDate(iso, {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    }) || iso
  )
}
