import assert from 'node:assert/strict'
import { fetchPublic, MAX_BYTES, type FetchDeps } from './fetch-public.ts'

/**
 * The fetcher against a stubbed resolver and a stubbed network: names resolve to what each test
 * says, and "sites" answer from memory. Nothing connects anywhere (deno test runs without
 * --allow-net), so no test can reach a private address.
 */
const hosted = { allowLoopback: false }
const local = { allowLoopback: true }

const DNS: Record<string, string[]> = {
  'example.com': ['93.184.216.34'],
  'docs.example.com': ['2606:4700:4700::1111'],
  'intranet.example.com': ['10.0.0.5'],
  'metadata.example.com': ['169.254.169.254'],
  'rebind.example.com': ['93.184.216.34', '127.0.0.1'],
  'v6-private.example.com': ['fd00:ec2::254'],
  localhost: ['127.0.0.1', '::1'],
}

function network(site: (url: URL, init?: RequestInit) => Response | Promise<Response>) {
  const requested: string[] = []
  const resolved: string[] = []
  const deps: FetchDeps = {
    resolve: (host) => {
      resolved.push(host)
      return Promise.resolve(DNS[host] ?? [])
    },
    fetch: (input, init) => {
      const url = new URL(input instanceof Request ? input.url : String(input))
      requested.push(url.href)
      return Promise.resolve(site(url, init))
    },
  }
  return { deps, requested, resolved }
}

const page = (html = '<h1>Osmosis</h1>') =>
  new Response(html, { headers: { 'Content-Type': 'text/html; charset=utf-8' } })
const redirect = (to: string, status = 302) =>
  new Response(null, { status, headers: { Location: to } })

Deno.test('fetches a public page and says where it came from', async () => {
  const { deps, requested } = network(() => page())
  const fetched = await fetchPublic('https://example.com/osmosis', hosted, deps)
  assert.ok(fetched.ok)
  assert.equal(fetched.type, 'text/html')
  assert.equal(fetched.url, 'https://example.com/osmosis')
  assert.equal(new TextDecoder().decode(fetched.bytes), '<h1>Osmosis</h1>')
  assert.deepEqual(requested, ['https://example.com/osmosis'])
})

Deno.test(
  'refuses names that resolve to private, metadata or mixed addresses, before any request',
  async () => {
    for (const host of [
      'intranet.example.com',
      'metadata.example.com',
      'rebind.example.com',
      'v6-private.example.com',
    ]) {
      const { deps, requested } = network(() => page())
      const fetched = await fetchPublic(`https://${host}/`, hosted, deps)
      assert.deepEqual(
        fetched,
        {
          ok: false,
          status: 403,
          code: 'address_refused',
          refusal: { name: 'privateAddress' },
          reason: 'the link points to a private or reserved network address',
        },
        host,
      )
      assert.deepEqual(requested, [], host)
    }
  },
)

Deno.test('refuses address literals without resolving them, and unknown names', async () => {
  for (const url of [
    'http://169.254.169.254/latest/meta-data/',
    'http://[::1]/',
    'http://127.0.0.1/',
  ]) {
    const { deps, requested, resolved } = network(() => page())
    const fetched = await fetchPublic(url, hosted, deps)
    assert.equal(fetched.ok ? 'fetched' : fetched.code, 'address_refused', url)
    assert.deepEqual([requested, resolved], [[], []], url)
  }
  const { deps } = network(() => page())
  const unknown = await fetchPublic('https://nowhere.example.com/', hosted, deps)
  assert.equal(unknown.ok ? '' : unknown.reason, 'the site’s address could not be found')
})

Deno.test(
  'checks every redirect: a hop to a private address is refused without being requested',
  async () => {
    for (const target of [
      'http://169.254.169.254/latest/meta-data/',
      'https://intranet.example.com/admin',
      'http://example.com:8080/',
      'file:///etc/passwd',
    ]) {
      const { deps, requested } = network((url) =>
        url.hostname === 'example.com' && url.port === '' ? redirect(target) : page(),
      )
      const fetched = await fetchPublic('https://example.com/start', hosted, deps)
      assert.equal(fetched.ok, false, target)
      assert.deepEqual(requested, ['https://example.com/start'], target)
    }
  },
)

Deno.test('follows at most five redirects, relative ones included', async () => {
  const chain = (hops: number) =>
    network((url) => {
      const n = Number(url.searchParams.get('n') ?? '0')
      return n < hops ? redirect(`/next?n=${n + 1}`, 301) : page()
    })
  const five = chain(5)
  const fetched = await fetchPublic('https://example.com/next?n=0', hosted, five.deps)
  assert.ok(fetched.ok)
  assert.equal(fetched.url, 'https://example.com/next?n=5')
  assert.equal(five.requested.length, 6)
  const six = chain(6)
  const refused = await fetchPublic('https://example.com/next?n=0', hosted, six.deps)
  assert.equal(refused.ok ? '' : refused.code, 'too_many_redirects')
  assert.equal(six.requested.length, 6)
})

Deno.test('reads HTML, PDF and plain text only', async () => {
  for (const [type, ok] of [
    ['application/pdf', true],
    ['text/plain; charset=utf-8', true],
    ['application/xhtml+xml', true],
    ['image/png', false],
    ['application/octet-stream', false],
    ['', false],
  ] as const) {
    const { deps } = network(
      () => new Response(new Uint8Array([120]), { headers: type ? { 'Content-Type': type } : {} }),
    )
    const fetched = await fetchPublic('https://example.com/file', hosted, deps)
    assert.equal(
      fetched.ok || fetched.reason,
      ok || 'only web pages, PDF and plain text can be read',
      type,
    )
  }
})

Deno.test('refuses more than 20 MB, by its length or while reading', async () => {
  const declared = network(
    () =>
      new Response('x', {
        headers: { 'Content-Type': 'text/html', 'Content-Length': String(MAX_BYTES + 1) },
      }),
  )
  const big = await fetchPublic('https://example.com/', hosted, declared.deps)
  assert.equal(big.ok ? '' : big.reason, 'the page is larger than 20 MB')
  let sent = 0
  const streamed = network(
    () =>
      new Response(
        new ReadableStream({
          pull(controller) {
            sent += 1024 * 1024
            controller.enqueue(new Uint8Array(1024 * 1024))
          },
        }),
        { headers: { 'Content-Type': 'text/html' } },
      ),
  )
  const endless = await fetchPublic('https://example.com/', hosted, streamed.deps)
  assert.equal(endless.ok ? '' : endless.code, 'too_large')
  assert.ok(sent <= MAX_BYTES + 2 * 1024 * 1024, `read ${sent} bytes`)
  const exact = network(
    () =>
      new Response(new Uint8Array(MAX_BYTES), { headers: { 'Content-Type': 'application/pdf' } }),
  )
  const fits = await fetchPublic('https://example.com/', hosted, exact.deps)
  assert.equal(fits.ok && fits.bytes.byteLength, MAX_BYTES)
})

Deno.test('gives up after the time limit', async () => {
  const { deps } = network(
    (_url, init) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      ),
  )
  const slow = await fetchPublic('https://example.com/', hosted, deps, 50)
  assert.deepEqual(slow, {
    ok: false,
    status: 504,
    code: 'timeout',
    refusal: { name: 'timeout' },
    reason: 'the site took longer than 15 seconds',
  })
})

Deno.test('says a login wall is one, and names other failures', async () => {
  const wall = network(() => new Response('no', { status: 401 }))
  const walled = await fetchPublic('https://example.com/', hosted, wall.deps)
  assert.equal(walled.ok ? '' : walled.reason, 'the page needs a sign-in')
  const gone = network(() => new Response('gone', { status: 404 }))
  const missing = await fetchPublic('https://example.com/', hosted, gone.deps)
  assert.equal(missing.ok ? '' : missing.reason, 'the site answered 404')
  const broken = network(() => Promise.reject(new TypeError('connection refused')))
  const down = await fetchPublic('https://example.com/', hosted, broken.deps)
  assert.equal(down.ok ? '' : down.reason, 'the site could not be reached')
  const { deps } = network(() => page())
  const notUrl = await fetchPublic('not a link', hosted, deps)
  assert.equal(notUrl.ok ? '' : notUrl.reason, 'this is not a web address')
})

Deno.test('the local rules reach this machine on any port; the hosted rules never do', async () => {
  const { deps } = network(() => page())
  const localPage = await fetchPublic('http://127.0.0.1:41234/lecture.html', local, deps)
  assert.ok(localPage.ok)
  const named = await fetchPublic('http://localhost:41234/', local, deps)
  assert.ok(named.ok)
  const hostedPage = await fetchPublic('http://127.0.0.1:41234/lecture.html', hosted, deps)
  assert.equal(hostedPage.ok ? '' : hostedPage.reason, 'only ports 80 and 443 can be read')
  const privateLocally = await fetchPublic('https://intranet.example.com/', local, deps)
  assert.equal(privateLocally.ok, false)
})
