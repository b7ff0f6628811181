import { request } from 'node:http'

/**
 * A fetch for the benches' own POSTs to the local test AI server, over node:http with no
 * timeout. Node's fetch (undici) gives up on a response whose headers take over 300 s: on a
 * loaded machine pocketsphinx takes longer than that on a 5-minute chunk, so every chunk was
 * retried while the server still recognised the first try, each retry added a recogniser, and
 * the run never finished (bench:transcribe's 'silent' end). A browser has no such limit.
 */
export async function patientFetch(input: string | URL | Request, init?: RequestInit) {
  const url = new URL(input instanceof Request ? input.url : input)
  const encoded = new Response(init?.body ?? null)
  const body = Buffer.from(await encoded.arrayBuffer())
  const headers = new Headers(init?.headers)
  const type = encoded.headers.get('content-type')
  if (type && !headers.has('content-type')) headers.set('content-type', type)
  headers.set('content-length', String(body.length))
  return new Promise<Response>((resolve, reject) => {
    const sent = request(
      url,
      { method: init?.method ?? 'GET', headers: Object.fromEntries(headers) },
      (response) => {
        const parts: Buffer[] = []
        response.on('data', (part: Buffer) => parts.push(part))
        response.on('end', () =>
          resolve(
            new Response(Buffer.concat(parts), {
              status: response.statusCode ?? 500,
              headers: Object.entries(response.headers).flatMap(([name, value]) =>
                value === undefined ? [] : [[name, String(value)] as [string, string]],
              ),
            }),
          ),
        )
        response.on('error', reject)
      },
    )
    sent.on('error', reject)
    sent.end(body)
  })
}
