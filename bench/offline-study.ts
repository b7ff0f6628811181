/**
 * Benchmark: studying offline in the installed app (issue 43), in Chromium, on the production
 * build against the embedded local backend (bench/offline-study.servers.ts). Targets: the first
 * card ≤ 1 s after a cold start with no connection, and 1,000 queued reviews synced ≤ 5 s with no
 * main-thread task over 50 ms.
 *
 * 1. A student's 20-card set and /today are opened once online (kept on the device, the service
 *    worker installed), then the connection goes.
 * 2. N sessions of one review each (N = 1,000 by default) are planned as Finish Session plans
 *    them (planFinishedSessions: real FSRS states, each from the card's state before) and
 *    written to the app's IndexedDB queue as the app writes them.
 * 3. Cold start, offline, twice: the guide's Flashcards tab opened (a) in a new page of the
 *    browser still running (the figure of earlier stops: its process, code cache and service
 *    worker warm), then (b) after a true cold launch: that browser closed, and a new browser
 *    process started on the same profile folder with no connection (the installed app's next
 *    launch: its service worker and data stored on disk, nothing in memory). The page's own
 *    clock gives the time from navigation to the set's Study button, and from the tap on Study
 *    to the first card; their sum is the time to the first card; (b) also gives the launch
 *    itself (the process started until its first page exists), timed by the bench. The page says
 *    when a text shows through the console, so no Playwright script runs in it meanwhile. /today
 *    is then opened offline the same way: when its plan ('Study all due') shows, and whether
 *    'Loading your cards…' did.
 * 4. The connection returns: the app's own sync sends the queue (its `online` listener); timed
 *    from the page's `online` event to the header's 'All changes saved', with the page's long
 *    tasks (PerformanceObserver) in between and in the 3 s after (the sets and review log read
 *    again, the offline copy saved). CPU_THROTTLE=4 slows the page's CPU four times meanwhile
 *    (a loaded machine, a slow phone); SYNC_TRACE=file.json traces it and names what each long
 *    task did (bench/trace-long-tasks.ts; SOURCEMAP=1 names its functions by the source). The
 *    trace's own start (V8 listing the page's code for its profiler) is a long task of its own:
 *    take the long-task figures from runs without SYNC_TRACE. The database then holds exactly the N sessions and
 *    N reviews (counted by the backend, the independent reference), and a second sync sends none.
 *
 * Chromium runs without its WebUI omnibox popup (bench/bench-page.ts): an installed app's window
 * has no address bar, and the popup's renderer took ~2.6 s of CPU beside the cold start.
 *
 * COLD_ENTRIES=1 prints, after the cold launch (b), what its page fetched and when (performance
 * entries: asked for, taken by the service worker, arrived) and its frames over 50 ms with the
 * scripts that ran in them (long animation frames, read from the browser's buffer afterwards);
 * COLD_TRACE=file.json writes a Chromium trace of it (its figures are then the traced page's) and
 * prints what it compiled and what V8's code cache served (bench/trace-compiles.ts); a traced run
 * ends after the cold start.
 *
 *   npm run bench:offline-study [-- N]      (E2E_PORT_OFFSET moves the ports; default 700)
 *   CPU_THROTTLE=4 SYNC_TRACE=/tmp/sync.json SOURCEMAP=1 npm run bench:offline-study
 */
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { request as playwrightRequest, type BrowserContext, type Page } from '@playwright/test'
import { launchPageOnlyProfile } from './bench-page'
import { planFinishedSessions } from '../src/entities/flashcard/plan-finished'
import type { FlashcardSet } from '../src/entities/flashcard/flashcard'
import { recordTimes, seen, writeQueue, type PageTimes } from './offline-study.page'
import { buildDir, startServers } from './offline-study.servers'
import { describeCompiles } from './trace-compiles'
import { describeLongTasks, longTasks, startTrace } from './trace-long-tasks'

process.env.E2E_PORT_OFFSET ??= '700'
const { e2eEnv, ports } = await import('../tests/e2e/support/env')
const { createConfirmedUser, signInViaStorage } = await import('../tests/e2e/support/users')
const { cellBiologyGuide, insertGuide, insertRows, selectRows } =
  await import('../tests/e2e/support/data')

const N = Number(process.argv[2] ?? 1_000)
/** The machine's load (1, 5 and 15 minutes): the figures stretch with it on two cores. */
const load = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')
const COLD_START_TARGET_MS = 1_000
const SYNC_TARGET_MS = 5_000
const LONG_TASK_LIMIT_MS = 50
/** CPU_THROTTLE=4: the page's CPU slowed four times during the sync (Chromium's throttling). */
const THROTTLE = Number(process.env.CPU_THROTTLE ?? 1)
/** How long after 'All changes saved' the page's tasks still count as the sync's. */
const AFTER_SAVED_MS = 3_000
const SAVED = 'All changes saved'
const TODAY_LOADING = 'Loading your cards…'
const STUDY_ALL = 'Study all due'
const cards = Array.from({ length: 20 }, (_, index) => ({
  id: `card_${index}`,
  front: `Organelle ${index + 1}`,
  back: `What organelle ${index + 1} does in the cell.`,
  difficulty: 'medium' as const,
}))

/** N sessions of one review each, card after card, a minute apart, each from the state before. */
function plannedSessions(set: FlashcardSet) {
  const start = Date.now() - N * 60_000
  let schedule = set.schedule
  return Array.from({ length: N }, (_, index) => {
    const card = cards[index % cards.length]!.id
    const now = start + index * 60_000
    const [planned] = planFinishedSessions({
      runs: [
        {
          set: { ...set, schedule },
          mode: 'all',
          deck: set.cards,
          index: 0,
          flipped: true,
          ratings: { [card]: 'medium' },
          reviewed: [card],
          showDifficulty: true,
          startedAt: now - 20_000,
        },
      ],
      now,
      examFor: () => undefined,
      model: undefined,
      record: true,
    })
    schedule = { ...schedule, ...planned!.reviewed }
    const { session, reviewed, log, base } = planned!
    return { id: session.id, payload: { session, reviewed, log, base } }
  })
}

/** The page's long tasks that overlap `from`–`to` (ms, the page's clock): how many, the longest. */
function longestBetween(times: PageTimes, from: number, to: number) {
  const tasks = times.longTasks.filter(
    (task) => task.start + task.duration >= from && task.start <= to,
  )
  return { longest: Math.max(0, ...tasks.map((task) => task.duration)), over: tasks.length }
}

const ms = (value: number) => `${value.toFixed(0)} ms`

/** A cold start's times (timeFirstCard) as the bench prints them. */
const firstCardLine = (times: { toSet: number; opened: number; firstCard: number }) =>
  `the set's Study button ${ms(times.toSet)} after navigation, the first card ` +
  `${ms(times.opened)} after the tap: first card ${ms(times.firstCard)} (target ≤ ${ms(COLD_START_TARGET_MS)})`

/** Texts whose first showing the page records (recordTimes). */
const WATCHED = ['Organelles', 'Card 1 of', SAVED, TODAY_LOADING, STUDY_ALL]

/** Opens the set's tab at `url` offline, taps Study: when the Study button and the first card showed. */
async function timeFirstCard(page: Page, url: string) {
  const setShown = seen(page, 'Organelles')
  await page.goto(url)
  await setShown.catch(async (error: unknown) => {
    console.log(`The set did not show. The page: ${(await page.innerText('body')).slice(0, 600)}`)
    throw error
  })
  const study = page
    .getByRole('listitem', { name: 'Organelles' })
    .getByRole('button', { name: 'Study' })
  await page
    .getByRole('banner')
    .getByText(/Offline — .* changes waiting/)
    .waitFor()
  const toSet = await page.evaluate(() => {
    const times = (window as unknown as { __times: PageTimes }).__times
    return times.seen['Organelles']!
  })
  await study.click()
  await page.getByRole('button', { name: 'Flip card' }).waitFor()
  const opened = await page.evaluate(() => {
    const times = (window as unknown as { __times: PageTimes }).__times
    return times.seen['Card 1 of']! - times.click!
  })
  return { toSet, opened, firstCard: toSet + opened }
}

/**
 * The trace categories of COLD_TRACE: the timeline, script compiles and runs (with V8's code
 * cache: what each compile consumed or produced, and each lazy function compile), the worker.
 */
const COLD_TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'v8.execute',
  'v8',
  'disabled-by-default-v8.compile',
  'loading',
  'ServiceWorker',
  'blink.user_timing',
].join(',')

/** The traced page's `navigator.onLine`: false, as the browser's offline mode would say. */
const OFFLINE_NAVIGATOR =
  "Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false, configurable: true })"

/**
 * Starts COLD_TRACE's trace of `page`, before its first navigation. Playwright's init scripts
 * (addInitScript) do not reach a page once a CDP session is attached to it, and its offline mode
 * then leaves `navigator.onLine` true (decision 028): the page gets the bench's recorder and an
 * offline `navigator.onLine` through the trace's own session instead. That override stays for
 * the page's life, so a traced run ends after the cold start.
 */
async function traceColdStart(page: Page) {
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Page.enable')
  for (const source of [
    OFFLINE_NAVIGATOR,
    `(${recordTimes.toString()})(${JSON.stringify(WATCHED)})`,
  ])
    await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source })
  return startTrace(cdp, COLD_TRACE_CATEGORIES)
}

/**
 * The cold start's page as its performance entries tell it (ms after navigation): the document,
 * each file fetched (when asked, when the service worker took it, when it arrived) and paints.
 */
async function coldEntries(page: Page): Promise<string[]> {
  const entries = await page.evaluate(() =>
    performance.getEntries().map((entry) => {
      const timing = entry as PerformanceResourceTiming
      return {
        type: entry.entryType,
        name: entry.name.replace(location.origin, ''),
        start: entry.startTime,
        worker: timing.workerStart,
        end: timing.responseEnd ?? entry.startTime + entry.duration,
        ready: (entry as PerformanceNavigationTiming).domContentLoadedEventEnd,
      }
    }),
  )
  // The frames that took over 50 ms, with the scripts that ran in them (Chromium's long animation
  // frames, read from the browser's buffer now: nothing observed them during the start).
  const frames = await page.evaluate(
    () =>
      new Promise<string[]>((resolve) => {
        const lines: string[] = []
        const observer = new PerformanceObserver((list) => {
          for (const frame of list.getEntries() as (PerformanceEntry & {
            blockingDuration: number
            scripts: {
              duration: number
              invoker: string
              sourceURL: string
              sourceFunctionName: string
              forcedStyleAndLayoutDuration: number
            }[]
          })[])
            lines.push(
              `${frame.startTime.toFixed(0).padStart(5)} frame ${frame.duration.toFixed(0)} ms: ` +
                frame.scripts
                  .filter((script) => script.duration >= 5)
                  .map(
                    (script) =>
                      `${script.invoker} ${script.sourceFunctionName} ` +
                      `${script.sourceURL.split('/').pop()} ${script.duration.toFixed(0)} ms`,
                  )
                  .join('; '),
            )
        })
        observer.observe({ type: 'long-animation-frame', buffered: true })
        setTimeout(() => {
          observer.disconnect()
          resolve(lines)
        }, 300)
      }),
  )
  const at = (value: number | undefined) => (value ? value.toFixed(0).padStart(5) : '    -')
  return [
    ...frames,
    ...entries
      .filter((entry) => ['navigation', 'resource', 'paint', 'mark'].includes(entry.type))
      .map(
        (entry) =>
          `${at(entry.start)} ${at(entry.worker)} ${at(entry.end)} ${entry.type} ${entry.name}` +
          (entry.ready ? ` (DOMContentLoaded ${at(entry.ready)})` : ''),
      ),
  ]
}

/** The app's browser on `profile`, recording the page's times from its first document. */
async function launch(profile: string, offline = false): Promise<BrowserContext> {
  const context = await launchPageOnlyProfile(profile, { baseURL: e2eEnv.appUrl, offline })
  await context.addInitScript(recordTimes, WATCHED)
  return context
}

const stopServers = await startServers(e2eEnv, ports)
const profile = mkdtempSync(join(tmpdir(), 'studywise-offline-study-'))
let context = await launch(profile)
const api = await playwrightRequest.newContext()
let ok: boolean
try {
  const user = await createConfirmedUser(api, { name: 'Ada' })
  const guide = await insertGuide(api, user, { title: 'Cell Biology', content: cellBiologyGuide })
  const [setId] = await insertRows(api, user, 'flashcard_sets', [
    { study_guide_id: guide.id, title: 'Organelles', cards, schedule: {} },
  ])
  const set: FlashcardSet = {
    id: setId!,
    studyGuideId: guide.id,
    title: 'Organelles',
    cards,
    createdAt: new Date().toISOString(),
    schedule: {},
    sessions: [],
  }
  let page = context.pages()[0] ?? (await context.newPage())
  const guideUrl = `/dashboard/guides/${guide.id}?tab=flashcards`

  // 1. Opened once online.
  await signInViaStorage(page, user, guideUrl)
  await page.getByRole('checkbox', { name: 'Available offline' }).check()
  await page.getByRole('listitem', { name: 'Organelles' }).waitFor({ timeout: 60_000 })
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  // /today read online once too (its sets, exam dates and library kept on the device).
  await page.goto('/today')
  await page.getByRole('button', { name: STUDY_ALL }).waitFor({ timeout: 60_000 })
  await page.waitForTimeout(2_500)
  await context.setOffline(true)

  // 2. The queue.
  const sessions = plannedSessions(set)
  await page.evaluate(
    writeQueue,
    sessions.map((s) => ({ ...s, userId: user.id, kind: 'flashcard-session' })),
  )
  await page.close()

  // 3a. Cold start offline in a new page of the running browser (the earlier stops' figure).
  const loadBefore = load()
  page = await context.newPage()
  const warm = await timeFirstCard(page, guideUrl)
  await page.close()
  await context.close()

  // 3b. A true cold launch: a new browser process on the same profile, with no connection.
  const launchStarted = performance.now()
  context = await launch(profile, true)
  page = context.pages()[0] ?? (await context.newPage())
  const launchMs = performance.now() - launchStarted
  // COLD_TRACE=file.json: a Chromium trace of the cold start (no sampling profiler: its start is
  // a long task of its own); the figures are then the traced page's, take them from other runs.
  const stopColdTrace = process.env.COLD_TRACE ? await traceColdStart(page) : undefined
  const cold = await timeFirstCard(page, guideUrl)
  // COLD_ENTRIES=1: what the cold start's page fetched and when (its performance entries).
  if (process.env.COLD_ENTRIES) for (const line of await coldEntries(page)) console.log(line)
  if (stopColdTrace) {
    const events = await stopColdTrace()
    writeFileSync(process.env.COLD_TRACE!, JSON.stringify({ traceEvents: events }))
    for (const line of describeCompiles(events)) console.log(line)
  }

  if (stopColdTrace) {
    // The traced page's navigator says offline for good (traceColdStart): the run ends here.
    console.log(`load: ${loadBefore} before the cold start, ${load()} at the end`)
    console.log(`traced cold start offline, new browser process: ${firstCardLine(cold)}`)
    ok = true
  } else {
    // /today, opened offline the same way: when its plan shows, and whether its loading line did.
    const today = await context.newPage()
    const planShown = seen(today, STUDY_ALL)
    await today.goto('/today')
    await planShown
    const todayTimes = await today.evaluate(() => {
      const times = (window as unknown as { __times: PageTimes }).__times
      return times.seen
    })
    await today.close()

    // 4. Back online: the app's own sync, with the CPU slowed CPU_THROTTLE times if asked (a
    // stand-in for a loaded machine or a slow phone), traced if SYNC_TRACE is set.
    const sends: string[] = []
    context.on('request', (request) => {
      if (/\/rpc\/record_flashcard_session/.test(request.url())) sends.push(request.url())
    })
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: THROTTLE })
    const stopTrace = process.env.SYNC_TRACE ? await startTrace(cdp) : undefined
    // Told by the page (seen): Playwright's locators would run their script in the page
    // meanwhile, a long task of theirs among the sync's.
    const savedShown = seen(page, SAVED, 300_000)
    await context.setOffline(false)
    await savedShown
    // What follows the send (the sets and the review log read again, the offline copy saved) is
    // part of the sync for the student: its tasks are counted too.
    await page.waitForTimeout(AFTER_SAVED_MS)
    const times = await page.evaluate(() => (window as unknown as { __times: PageTimes }).__times)
    const online = times.online!
    const saved = times.seen[SAVED]!
    const sync = {
      ms: saved - online,
      ...longestBetween(times, online, saved),
      after: longestBetween(times, saved, saved + AFTER_SAVED_MS),
    }
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 })
    if (stopTrace) {
      const events = await stopTrace()
      writeFileSync(process.env.SYNC_TRACE!, JSON.stringify({ traceEvents: events }))
      const tasks = longTasks(events, LONG_TASK_LIMIT_MS, buildDir(e2eEnv))
      console.log(
        `trace (${process.env.SYNC_TRACE}): ${tasks.length} tasks over ${LONG_TASK_LIMIT_MS} ms`,
      )
      for (const line of describeLongTasks(tasks)) console.log(line)
    }
    const requests = sends.length
    const [sessionsStored, reviewsStored] = await Promise.all([
      selectRows(api, user, 'flashcard_sessions', `flashcard_set_id=eq.${setId}&select=id`),
      selectRows(api, user, 'flashcard_reviews', `flashcard_set_id=eq.${setId}&select=id`),
    ])
    const queuedIds = new Set(sessions.map((s) => s.id))
    const sameSessions =
      sessionsStored.length === N && sessionsStored.every((row) => queuedIds.has(String(row.id)))

    // A second sync sends nothing.
    await context.setOffline(true)
    await context.setOffline(false)
    await page.waitForTimeout(3_000)
    const resent = sends.length - requests

    console.log(`load: ${loadBefore} before the cold start, ${load()} at the end`)
    console.log(`cold start offline, new page of a running browser: ${firstCardLine(warm)}`)
    console.log(
      `cold start offline, new browser process (launch ${ms(launchMs)}, then): ${firstCardLine(cold)}`,
    )
    const loadingLine = todayTimes[TODAY_LOADING]
    console.log(
      `/today offline: '${STUDY_ALL}' ${ms(todayTimes[STUDY_ALL]!)} after navigation; ` +
        `'${TODAY_LOADING}' ${loadingLine === undefined ? 'never shown' : `shown at ${ms(loadingLine)}`}`,
    )
    console.log(
      `sync of ${N} queued reviews (CPU ${THROTTLE}× slowed): ${ms(sync.ms)} from 'online' to ` +
        `'${SAVED}' in ${requests} requests (target ≤ ${ms(SYNC_TARGET_MS)}); long tasks meanwhile: ` +
        `${sync.over}, longest ${ms(sync.longest)}; in the ${ms(AFTER_SAVED_MS)} after: ` +
        `${sync.after.over}, longest ${ms(sync.after.longest)} (limit ${LONG_TASK_LIMIT_MS} ms)`,
    )
    console.log(
      `database: ${sessionsStored.length} sessions (the queued ones: ${sameSessions}), ` +
        `${reviewsStored.length} reviews; a second sync sent ${resent} requests`,
    )
    const stored = sameSessions && reviewsStored.length === N && resent === 0
    ok =
      stored &&
      cold.firstCard <= COLD_START_TARGET_MS &&
      sync.ms <= SYNC_TARGET_MS &&
      Math.max(sync.longest, sync.after.longest) <= LONG_TASK_LIMIT_MS
    console.log(
      ok ? 'PASS' : `FAIL${stored ? '' : ': the database does not hold each session once'}`,
    )
  }
} finally {
  await api.dispose()
  await context.close()
  rmSync(profile, { recursive: true, force: true })
  stopServers()
}
process.exit(ok ? 0 : 1)
