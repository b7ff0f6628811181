import { verifyJwt } from '../jwt.ts'
import { header, sendJson } from './http-utils.ts'

/**
 * Kong's key-auth in front of Supabase: every API request carries `apikey` (header or query)
 * holding the anon or service_role key. Ours are JWTs, so a key is valid when it verifies with the
 * JWT secret and names one of those two roles. Returns the 401 answer, or undefined when valid.
 */
export async function checkApiKey(req: Request, url: URL): Promise<Response | undefined> {
  const key = header(req, 'apikey') ?? url.searchParams.get('apikey') ?? undefined
  if (!key) {
    return sendJson(401, {
      message: 'No API key found in request',
      hint: 'No `apikey` request header or url param was found.',
    })
  }
  const result = await verifyJwt(key)
  if (!result.ok || (result.claims.role !== 'anon' && result.claims.role !== 'service_role')) {
    return sendJson(401, {
      message: 'Invalid API key',
      hint: 'Double check your Supabase `anon` or `service_role` API key.',
    })
  }
  return undefined
}
