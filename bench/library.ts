/**
 * Benchmark: the study library with 2,000 guides of 20 KB for one user (plus the seeded three).
 * Measures (targets from issue 7):
 *   - bytes on the wire for the library list, per guide (≤ 300 B), against fetching full rows;
 *   - dashboard first render in Chromium: list response → cards on screen (≤ 300 ms);
 *   - time per search keystroke (≤ 16 ms): keydown → the last change it caused (the search box's
 *     input handled, or the grid's last DOM change), keydown → the next frame after that, the same
 *     for the keys that changed the grid, and Event Timing entries of the keystrokes.
 *     BENCH_QUERY, BENCH_KEYS, BENCH_PROFILE, BENCH_TRACE, BENCH_SCREENSHOT: see below.
 * Runs the embedded local backend on a throw-away data dir and a production build of the app.
 *
 *   npx tsx bench/library.ts            (CHROMIUM_PATH defaults to /usr/bin/chromium)
 */
import { mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Page } from '@playwright/test'
import { build, preview } from 'vite'
import { SUMMARY_COLUMNS } from '../src/entities/study-guide/summary-columns'
import { startLocalBackend } from '../supabase/local/main'
import { launchChromium } from '../tests/support/chromium'

// The public Supabase development anon key (src/config/env.ts LOCAL_SUPABASE_ANON_KEY); that module
// reads import.meta.env, which Node lacks.
const LOCAL_SUPABASE_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
const BENCH_APP_PORT = 4392
const BENCH_APP_ORIGIN = `http://127.0.0.1:${BENCH_APP_PORT}`
const GUIDES = 2_000
const GUIDE_BYTES = 20 * 1024
const STUDENT_ID = '00000000-0000-4000-8000-000000000002'
const STUDENT = { email: 'student@example.com', password: 'student123!' }
const QUERY = process.env.BENCH_QUERY ?? 'cell membrane 1'
const root = fileURLToPath(new URL('..', import.meta.url))
const topics = [
  'Cell Membrane',
  'Photosynthesis',
  'Organic Chemistry',
  'World War I',
  'Linear Algebra',
  'Macroeconomics',
  'Genetics',
  'Thermodynamics',
]

function median(values: number[]): number {
  return percentile(values, 0.5)
}
function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * share))] ?? 0
}
const ms = (value: number) => `${value.toFixed(1)} ms`

async function seedGuides(pg: Awaited<ReturnType<typeof startLocalBackend>>['pg']) {
  const body =
    `## Overview\nThe **plasma membrane** controls what enters and leaves the cell. `.repeat(
      Math.ceil(GUIDE_BYTES / 80),
    )
  await pg.query(
    `insert into public.study_guides (user_id, title, content, original_text, cover_color, created_at)
     select $1::uuid,
            (array[${topics.map((topic) => `'${topic}'`).join(',')}])[1 + n % ${topics.length}] || ' ' || n,
            '# Guide ' || n || E'\\n\\n' || left($2, $3),
            '',
            'from-blue-400 to-blue-600',
            now() - make_interval(mins => n)
     from generate_series(1, $4) as n`,
    [STUDENT_ID, body, GUIDE_BYTES, GUIDES],
  )
}

async function signIn(backendUrl: string) {
  const response = await fetch(`${backendUrl}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: LOCAL_SUPABASE_ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify(STUDENT),
  })
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`)
  return (await response.json()) as { access_token: string }
}

async function wireBytes(
  url: string,
  token: string,
): Promise<{ bytes: number; rows: number; ms: number }> {
  const started = performance.now()
  const response = await fetch(url, {
    headers: { apikey: LOCAL_SUPABASE_ANON_KEY, Authorization: `Bearer ${token}` },
  })
  const body = Buffer.from(await response.arrayBuffer())
  const elapsed = performance.now() - started
  if (!response.ok) throw new Error(`${url}: ${response.status} ${body.toString()}`)
  return {
    bytes: body.byteLength,
    rows: (JSON.parse(body.toString()) as unknown[]).length,
    ms: elapsed,
  }
}

interface RenderRun {
  listPages: number
  listResponseEnd: number
  /** What Chromium received for the list (headers + body as sent, and the body alone). */
  listTransferBytes: number
  listBodyBytes: number
  firstCards: number
  welcome: number
  cards: number
}

/** Installed before the app loads: notes when the grid and the welcome line first appear. */
function watchFirstRender() {
  const marks: Record<string, number> = {}
  ;(window as unknown as { benchMarks: Record<string, number> }).benchMarks = marks
  new MutationObserver(() => {
    if (marks.cards === undefined && document.querySelector('ul[aria-label="Study guides"] > li'))
      marks.cards = performance.now()
    if (
      marks.welcome === undefined &&
      /You have \d+ study guides/.test(document.body.textContent ?? '')
    )
      marks.welcome = performance.now()
  }).observe(document, { childList: true, subtree: true, characterData: true })
}

async function measureFirstRender(page: Page, appUrl: string): Promise<RenderRun> {
  await page.goto(`${appUrl}/dashboard`)
  await page.locator('ul[aria-label="Study guides"] > li').first().waitFor()
  return page.evaluate(() => {
    const marks = (window as unknown as { benchMarks: Record<string, number> }).benchMarks
    // The list comes in pages of 1,000 (max_rows): the data is there with the last.
    const pages = performance
      .getEntriesByType('resource')
      .filter((entry) =>
        entry.name.includes('/rest/v1/study_guide_summaries'),
      ) as PerformanceResourceTiming[]
    return {
      listPages: pages.length,
      listResponseEnd: pages.length
        ? Math.max(...pages.map((page) => page.responseEnd))
        : Number.NaN,
      listTransferBytes: 0,
      listBodyBytes: 0,
      firstCards: marks.cards ?? Number.NaN,
      welcome: marks.welcome ?? Number.NaN,
      cards: document.querySelectorAll('ul[aria-label="Study guides"] > li').length,
    }
  })
}

interface KeyRun {
  /**
   * keydown → the last change this key caused: the end of its input event's handlers (the search
   * box itself, controlled or not) or the last DOM change under <main>, whichever is later.
   */
  lastChange: number
  /** keydown → the first frame presented after that change (rAF, then a task): the result on screen. */
  paint: number
  /** Whether the grid's DOM changed at all (most keys of QUERY leave the same cards). */
  gridChanged: boolean
  /** The longest Event Timing entry of this keystroke (input → next paint), 0 when under 16 ms. */
  event: number
}

interface KeyState {
  keydown: number
  lastChange: number
  paint: number
  gridChanged: boolean
  events: { start: number; duration: number }[]
}

/**
 * Types QUERY and then deletes it, one key at a time, and reads each key's KeyRun.
 */
async function measureKeystrokes(page: Page): Promise<KeyRun[]> {
  // tsx keeps function names with an __name helper that the page lacks.
  await page.evaluate('window.__name = (fn) => fn')
  await page.evaluate(() => {
    const state: KeyState = { keydown: 0, lastChange: 0, paint: 0, gridChanged: false, events: [] }
    ;(window as unknown as { keyBench: KeyState }).keyBench = state
    const channel = new MessageChannel()
    channel.port1.onmessage = (event: MessageEvent<number>) => {
      // Only the frame after the latest change counts.
      if (event.data === state.lastChange) state.paint = performance.now()
    }
    const changed = () => {
      const at = performance.now()
      state.lastChange = at
      requestAnimationFrame(() => channel.port2.postMessage(at))
    }
    document.addEventListener(
      'keydown',
      (event) => {
        state.keydown = event.timeStamp
        state.lastChange = event.timeStamp
        state.paint = event.timeStamp
        state.gridChanged = false
      },
      { capture: true },
    )
    // Bubbling to the document: after React's handlers (and its synchronous render) for the key.
    document.addEventListener('input', changed)
    new MutationObserver((records) => {
      changed()
      if (records.some((record) => !(record.target instanceof HTMLInputElement)))
        state.gridChanged = true
    }).observe(document.querySelector('main') ?? document.body, {
      childList: true,
      subtree: true,
      characterData: true,
      attributes: true,
    })
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        state.events.push({ start: entry.startTime, duration: entry.duration })
    }).observe({ type: 'event', durationThreshold: 16, buffered: false } as PerformanceObserverInit)
  })
  const search = page.getByRole('searchbox', { name: 'Search guides' })
  await search.focus()
  const runs: KeyRun[] = []
  const keys = [...QUERY.split(''), ...QUERY.split('').map(() => 'Backspace')]
  for (const key of keys) {
    await page.keyboard.press(key)
    // Let React finish the deferred grid render, then read how long the keystroke took.
    await page.waitForTimeout(120)
    runs.push(
      await page.evaluate(() => {
        const state = (window as unknown as { keyBench: KeyState }).keyBench
        const mine = state.events.filter((entry) => entry.start >= state.keydown - 1)
        return {
          lastChange: state.lastChange - state.keydown,
          paint: state.paint - state.keydown,
          gridChanged: state.gridChanged,
          event: mine.length ? Math.max(...mine.map((entry) => entry.duration)) : 0,
        }
      }),
    )
  }
  return runs
}

/**
 * BENCH_PROFILE=file.cpuprofile: a V8 CPU profile of the keystrokes (open it in DevTools).
 * BENCH_TRACE=file.json: a Chromium trace of them (style, layout, paint; open it in Perfetto).
 */
async function profiled<T>(page: Page, run: () => Promise<T>): Promise<T> {
  const file = process.env.BENCH_PROFILE
  const traceFile = process.env.BENCH_TRACE
  const browser = page.context().browser()
  if (traceFile && browser)
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'blink',
        'v8.execute',
        'disabled-by-default-devtools.timeline',
      ],
    })
  const cdp = file ? await page.context().newCDPSession(page) : null
  if (cdp) {
    await cdp.send('Profiler.enable')
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 })
    await cdp.send('Profiler.start')
  }
  const result = await run()
  if (cdp && file) {
    const { profile } = await cdp.send('Profiler.stop')
    await writeFile(file, JSON.stringify(profile))
    console.log(`CPU profile of the keystrokes: ${file}`)
  }
  if (traceFile && browser) {
    await writeFile(traceFile, await browser.stopTracing())
    console.log(`trace of the keystrokes: ${traceFile}`)
  }
  return result
}

async function main() {
  const dataDir = await mkdtemp(join(tmpdir(), 'studywise-library-bench-db-'))
  const outDir = await mkdtemp(join(tmpdir(), 'studywise-library-bench-app-'))
  // The seed writes 40 MB in one statement: more than the 10 s statement timeout allows on a
  // slow machine, and no request of a real library does that.
  const backend = await startLocalBackend({
    port: 0,
    inboxPort: 0,
    dataDir,
    fresh: true,
    statementTimeoutMs: 120_000,
    // The preview below serves the app on its own port, which the backend's guard must allow.
    allowedOrigins: [BENCH_APP_ORIGIN],
  })
  try {
    await seedGuides(backend.pg)
    const session = await signIn(backend.url)
    const listUrl = `${backend.url}/rest/v1/study_guide_summaries?select=${SUMMARY_COLUMNS}&user_id=eq.${STUDENT_ID}&order=created_at.desc,id.desc`
    const fullUrl = `${backend.url}/rest/v1/study_guides?select=*&user_id=eq.${STUDENT_ID}&order=created_at.desc`
    const list = await wireBytes(listUrl, session.access_token)
    const full = await wireBytes(fullUrl, session.access_token)
    console.log(
      `library list: ${list.rows} guides, ${list.bytes} bytes, ${(list.bytes / list.rows).toFixed(0)} B per guide (target ≤ 300), ${ms(list.ms)}`,
    )
    console.log(
      `(full rows would be ${(full.bytes / 1024 / 1024).toFixed(1)} MB, ${(full.bytes / full.rows).toFixed(0)} B per guide, ${ms(full.ms)})`,
    )

    process.env.VITE_SUPABASE_URL = backend.url
    process.env.VITE_SUPABASE_ANON_KEY = LOCAL_SUPABASE_ANON_KEY
    await build({
      configFile: join(root, 'vite.config.ts'),
      root,
      logLevel: 'warn',
      // BENCH_PROFILE: readable function names in the profile.
      build: { outDir, emptyOutDir: true, minify: !process.env.BENCH_PROFILE },
    })
    const server = await preview({
      configFile: join(root, 'vite.config.ts'),
      root,
      logLevel: 'warn',
      build: { outDir },
      preview: { host: '127.0.0.1', port: BENCH_APP_PORT, strictPort: true },
    })
    const appUrl = BENCH_APP_ORIGIN
    const browser = await launchChromium()
    try {
      const storageKey = `sb-${new URL(backend.url).hostname.split('.')[0]}-auth-token`
      const renders: RenderRun[] = []
      let keystrokes: KeyRun[] = []
      for (let run = 1; run <= 3; run += 1) {
        const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
        await context.addInitScript(([key, value]) => localStorage.setItem(key, value), [
          storageKey,
          JSON.stringify(session),
        ] as const)
        await context.addInitScript(watchFirstRender)
        const page = await context.newPage()
        const wire = { transfer: 0, body: 0 }
        page.on('requestfinished', (request) => {
          if (!request.url().includes('/rest/v1/study_guide_summaries')) return
          void request.sizes().then((sizes) => {
            // Every page of the list together.
            wire.transfer += sizes.responseHeadersSize + sizes.responseBodySize
            wire.body += sizes.responseBodySize
          })
        })
        const render = await measureFirstRender(page, appUrl)
        renders.push({ ...render, listTransferBytes: wire.transfer, listBodyBytes: wire.body })
        if (run === 3) {
          // BENCH_SCREENSHOT=file.png: how the grid looked (the icons are CSS).
          if (process.env.BENCH_SCREENSHOT) {
            await page.locator('ul[aria-label="Study guides"] > li').first().hover()
            await page.screenshot({ path: process.env.BENCH_SCREENSHOT })
          }
          keystrokes = await profiled(page, () => measureKeystrokes(page))
        }
        await context.close()
      }
      for (const [index, run] of renders.entries()) {
        console.log(
          `first render run ${index + 1}: list (${run.listPages} pages) complete at ${ms(run.listResponseEnd)}, cards at ${ms(run.firstCards)} ` +
            `(render ${ms(run.firstCards - run.listResponseEnd)} after the data), ${run.cards} cards in the DOM`,
        )
      }
      const [warm] = renders.slice(-1)
      if (warm) {
        console.log(
          `list in Chromium: ${warm.listTransferBytes} bytes transferred (${(warm.listTransferBytes / (GUIDES + 3)).toFixed(0)} B per guide, ${GUIDES + 3} guides), ` +
            `body ${warm.listBodyBytes} bytes as sent`,
        )
      }
      const renderMs = renders.slice(1).map((run) => run.firstCards - run.listResponseEnd)
      console.log(
        `dashboard first render (warm runs, response → cards): median ${ms(median(renderMs))} (target ≤ 300 ms)`,
      )
      const summary = (values: number[]) =>
        `median ${ms(median(values))}, p90 ${ms(percentile(values, 0.9))}, max ${ms(Math.max(...values))}`
      const gridKeys = keystrokes.filter((key) => key.gridChanged)
      const events = keystrokes.map((key) => key.event)
      console.log(
        `search keystrokes (${keystrokes.length}, typing "${QUERY}" then deleting it), keydown → last change: ` +
          `${summary(keystrokes.map((key) => key.lastChange))} (target ≤ 16 ms)`,
      )
      console.log(`  keydown → next frame after it: ${summary(keystrokes.map((key) => key.paint))}`)
      console.log(
        `  the ${gridKeys.length} keys that changed the grid: last change ${summary(gridKeys.map((key) => key.lastChange))}; ` +
          `next frame ${summary(gridKeys.map((key) => key.paint))}`,
      )
      console.log(
        `  Event Timing (input → next paint, entries ≥ 16 ms): ${events.filter(Boolean).length} of ${events.length} keys, ` +
          `max ${Math.max(...events) ? ms(Math.max(...events)) : 'none'}`,
      )
      if (process.env.BENCH_KEYS)
        for (const [index, key] of keystrokes.entries())
          console.log(
            `  key ${index + 1}${key.gridChanged ? ' (grid)' : ''}: change ${ms(key.lastChange)}, frame ${ms(key.paint)}, event ${ms(key.event)}`,
          )
    } finally {
      await browser.close()
      await new Promise<void>((resolve) => server.httpServer.close(() => resolve()))
    }
  } finally {
    await backend.close()
    await rm(dataDir, { recursive: true, force: true })
    await rm(outDir, { recursive: true, force: true })
  }
}

await main()
