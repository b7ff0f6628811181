import { fetchAllRows } from '@/lib/all-rows'
import { AppError, messages } from '@/lib/errors'
import { supabase } from '@/lib/supabase'
import { toBetaCode, type BetaCode } from '../model/beta-code'

/**
 * The admin's beta-code calls. They go through the
 * database's admin-only RPCs, which refuse everyone but the admin (is_admin()), so hiding the
 * panel is not the only guard.
 */

export async function fetchBetaCodes(): Promise<BetaCode[]> {
  // In pages: the function's rows are capped at max_rows like any read (lib/all-rows.ts).
  const { data, error } = await fetchAllRows(
    (from, to) => supabase.rpc('admin_list_beta_codes').range(from, to),
    (row) => row.id,
  )
  if (error || !data)
    throw new AppError('data', messages.fetchBetaCodes, { cause: error, code: error?.code })
  return data.map(toBetaCode)
}

export async function generateBetaCode(): Promise<BetaCode> {
  const { data, error } = await supabase.rpc('generate_beta_code')
  if (error || !data)
    throw new AppError('data', messages.createBetaCode, { cause: error, code: error?.code })
  return toBetaCode(data)
}

export async function deactivateBetaCode(id: string): Promise<BetaCode> {
  const { data, error } = await supabase.rpc('deactivate_beta_code', { code_id: id })
  if (error || !data) {
    throw new AppError('data', messages.deactivateBetaCode, { cause: error, code: error?.code })
  }
  return toBetaCode(data)
}
