import { createServer } from 'node:http'
import { expect, type Page } from '@playwright/test'
import { e2eEnv, ports } from './env'

/**
 * Waits until the app's service worker is active (its precache complete) and controls the page,
 * with no reload: from then on the page's lazy chunks come from the precache when offline
 * (scripts/pwa.ts, clientsClaim). A worker without clientsClaim never controls a first visit.
 */
export async function untilControlled(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), {
      message: 'the service worker controls the page of a first visit',
      timeout: 10_000,
    })
    .toBe(true)
}

/** The page's uncaught errors, collected from now on ('Failed to fetch dynamically imported module'). */
export function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

/** What a page of the new version carries in its head (the old version's pages do not). */
export const NEW_VERSION_MARK = 'studywise-e2e-new-version'

export interface PublishedApp {
  /** From now on the server answers with the new version. */
  publishNewVersion(): void
  /**
   * Each request for /sw.js so far: ms since the server started, the version answered (old or
   * new), and how the browser asked (its Service-Worker and Cache-Control headers).
   */
  scriptRequests(): string
  close(): Promise<void>
}

/**
 * The e2e build served again at `e2eEnv.appUpdateUrl`, an origin of its own (so no other test's
 * worker sees a new version), as it is until `publishNewVersion()`. Then a deploy's new version:
 * every page carries `<meta name="NEW_VERSION_MARK">` and sw.js precaches that index.html (its
 * revision changed), so the browser's next check for an update finds a new worker.
 */
export async function servedApp(): Promise<PublishedApp> {
  let published = false
  const start = Date.now()
  const scripts: string[] = []
  const server = createServer((incoming, outgoing) => {
    if (incoming.url?.startsWith('/sw.js'))
      scripts.push(
        `${Date.now() - start} ${published ? 'new' : 'old'} (service-worker: ${incoming.headers['service-worker'] ?? '-'}, cache-control: ${incoming.headers['cache-control'] ?? '-'})`,
      )
    void answer(incoming.url ?? '/', published).then(
      ({ status, headers, body }) => {
        outgoing.writeHead(status, { ...headers, 'content-length': String(body.byteLength) })
        outgoing.end(body)
      },
      (error: unknown) => {
        outgoing.writeHead(502, { 'content-type': 'text/plain' })
        outgoing.end(String(error))
      },
    )
  })
  await new Promise<void>((resolve) => server.listen(ports.appUpdate, '127.0.0.1', resolve))
  return {
    publishNewVersion: () => {
      published = true
      scripts.push(`${Date.now() - start} published`)
    },
    scriptRequests: () => scripts.join('; '),
    close: () =>
      new Promise((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}

/** The build's answer (vite preview), changed into the new version's once it is published. */
async function answer(path: string, published: boolean) {
  const upstream = await fetch(`${e2eEnv.appUrl}${path}`)
  const headers: Record<string, string> = {}
  upstream.headers.forEach((value, name) => {
    if (
      !/^(content-encoding|content-length|transfer-encoding|connection|etag|last-modified)$/.test(
        name,
      )
    )
      headers[name] = value
  })
  let body = Buffer.from(await upstream.arrayBuffer())
  if (published && path === '/sw.js') {
    const text = body.toString('utf8')
    const index = /\{url:"index\.html",revision:"([^"]+)"\}/
    if (!index.test(text))
      throw new Error("sw.js precaches no index.html: the test's pattern is out of date")
    body = Buffer.from(text.replace(index, '{url:"index.html",revision:"$1-new"}'))
  } else if (published && headers['content-type']?.startsWith('text/html'))
    body = Buffer.from(
      body.toString('utf8').replace('<head>', `<head><meta name="${NEW_VERSION_MARK}">`),
    )
  return { status: upstream.status, headers, body }
}

/** One service worker version as Chromium's DevTools protocol reports it. */
interface WorkerVersion {
  versionId: string
  scriptURL: string
  status: string
  runningStatus: string
}

/**
 * Records, from now on, each change of every service worker version's state (new, installed,
 * activating…) and running state (starting, running, stopping, stopped), with ms since the
 * start (a version's script URL when it first shows) and each error a worker reports (an
 * install that fails), through the DevTools protocol's ServiceWorker domain (it observes, it
 * attaches to no worker). `stop(versionId)` stops a version as the browser does an idle one. What the page's
 * JavaScript cannot see: whether the active worker was running when a new version skipped
 * waiting (register-service-worker.ts).
 */
export async function workerStates(page: Page) {
  const session = await page.context().newCDPSession(page)
  const versions = new Map<string, WorkerVersion>()
  const lines: string[] = []
  const start = Date.now()
  session.on('ServiceWorker.workerVersionUpdated', ({ versions: updated }) => {
    for (const version of updated as WorkerVersion[]) {
      const before = versions.get(version.versionId)
      if (before?.status !== version.status || before.runningStatus !== version.runningStatus)
        lines.push(
          `${Date.now() - start} v${version.versionId} ${version.status} ${version.runningStatus}` +
            (before ? '' : ` ${new URL(version.scriptURL).pathname}`),
        )
      versions.set(version.versionId, version)
    }
  })
  session.on('ServiceWorker.workerErrorReported', ({ errorMessage }) => {
    const {
      versionId,
      errorMessage: message,
      sourceURL,
      lineNumber,
    } = errorMessage as {
      versionId: string
      errorMessage: string
      sourceURL: string
      lineNumber: number
    }
    lines.push(`${Date.now() - start} v${versionId} error: ${message} (${sourceURL}:${lineNumber})`)
  })
  await session.send('ServiceWorker.enable')
  return {
    /** The version that controls pages now. */
    active: () => [...versions.values()].find(({ status }) => status === 'activated'),
    runningStatus: (versionId: string) => versions.get(versionId)?.runningStatus,
    stop: (versionId: string) => session.send('ServiceWorker.stopWorker', { versionId }),
    mark: (what: string) => lines.push(`${Date.now() - start} ${what}`),
    timeline: () => lines.join('; '),
  }
}
