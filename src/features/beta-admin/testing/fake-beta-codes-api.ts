import { http, HttpResponse, type HttpHandler } from 'msw'
import type { BetaCodeRow } from '../model/beta-code'

/**
 * The admin-only beta-code RPCs behind msw, as PostgREST answers them
 * (POST /rest/v1/rpc/<name>): an in-memory table, a switch to refuse like the database does for
 * a non-admin (42501 → 403), and a log of the calls.
 */

export const RPC_URL = 'http://127.0.0.1:54321/rest/v1/rpc'

let counter = 0

export function betaCodeRow(overrides: Partial<BetaCodeRow> = {}): BetaCodeRow {
  counter += 1
  return {
    id: `10000000-0000-4000-8000-${String(counter).padStart(12, '0')}`,
    code: `CODE${String(counter).padStart(4, '0')}`,
    created_at: new Date(Date.UTC(2026, 10, 1, 12, counter)).toISOString(),
    used_at: null,
    used_by_email: null,
    used_by_user_id: null,
    is_active: true,
    ...overrides,
  }
}

export type RpcName = 'admin_list_beta_codes' | 'generate_beta_code' | 'deactivate_beta_code'

export interface FakeBetaCodesApi {
  rows: BetaCodeRow[]
  calls: { name: RpcName; body: unknown }[]
  handlers: HttpHandler[]
}

const refused = () =>
  HttpResponse.json(
    {
      code: '42501',
      message: 'Only the admin can manage beta access codes',
      details: null,
      hint: null,
    },
    { status: 403 },
  )

export function fakeBetaCodesApi(
  initial: BetaCodeRow[] = [],
  options: { refuse?: boolean; fail?: RpcName[]; nextCode?: string } = {},
): FakeBetaCodesApi {
  const api: FakeBetaCodesApi = { rows: [...initial], calls: [], handlers: [] }
  const broken = new Set(options.fail ?? [])
  const handle = (name: RpcName, answer: (body: unknown) => Response) =>
    http.post(`${RPC_URL}/${name}`, async ({ request }) => {
      const text = await request.text()
      const body: unknown = text ? JSON.parse(text) : {}
      api.calls.push({ name, body })
      if (options.refuse) return refused()
      if (broken.has(name)) return HttpResponse.json({ message: 'boom' }, { status: 500 })
      return answer(body)
    })

  api.handlers = [
    handle('admin_list_beta_codes', () =>
      HttpResponse.json([...api.rows].sort((a, b) => b.created_at.localeCompare(a.created_at))),
    ),
    handle('generate_beta_code', () => {
      const row = betaCodeRow({
        code: options.nextCode ?? 'NEWCODE1',
        created_at: new Date().toISOString(),
      })
      api.rows.push(row)
      return HttpResponse.json(row)
    }),
    handle('deactivate_beta_code', (body) => {
      const id = (body as { code_id?: string }).code_id
      const row = api.rows.find((candidate) => candidate.id === id)
      if (!row)
        return HttpResponse.json(
          { code: 'P0002', message: 'Beta access code not found' },
          { status: 404 },
        )
      row.is_active = false
      return HttpResponse.json(row)
    }),
  ]
  return api
}
