import { insertRow, sql } from '@/testing/backend-fixtures'
import type { BetaCodeRow } from '../model/beta-code'

/**
 * Replaces every beta access code on the local backend with these (as the superuser: no client
 * may write the table). Later codes are newer.
 */
export async function setBetaCodes(codes: Partial<BetaCodeRow>[]): Promise<BetaCodeRow[]> {
  await sql('delete from public.beta_access_codes')
  const rows: BetaCodeRow[] = []
  for (const [index, code] of codes.entries()) {
    rows.push(
      await insertRow<BetaCodeRow>('beta_access_codes', {
        code: `CODE${String(index + 1).padStart(4, '0')}`,
        created_at: new Date(Date.UTC(2026, 10, 1, 12, index)).toISOString(),
        ...code,
      }),
    )
  }
  return rows
}
