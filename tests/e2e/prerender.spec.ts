import { expect, test, type Page } from '@playwright/test'
import { buildDocx } from '../../src/lib/extract/testing/office-fixtures'
import { GenerationPage, sampleNotes } from './support/generation'

/**
 * The public pages arrive as HTML (prerendered at build time) with their own title,
 * description and canonical URL; robots.txt and sitemap.xml are real files, not the app.
 */
test.describe('prerendered public pages', () => {
  test.use({ javaScriptEnabled: false })

  test('landing, blog and post read without JavaScript, each with its head', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: /study guide in seconds/i }),
    ).toBeVisible()
    await expect(page.getByRole('contentinfo')).toBeVisible()
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'The Studywise Blog' })).toBeVisible()
    await expect(page).toHaveTitle('The Studywise Blog — Studywise')
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/blog$/)
    await page.goto('/blog/betatesting')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to the Studywise Beta' }),
    ).toBeVisible()
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /beta/i)
  })
})

test('robots.txt and sitemap.xml are served as themselves', async ({ request }) => {
  const robots = await request.get('/robots.txt')
  expect(robots.headers()['content-type']).toMatch(/^text\/plain/)
  expect(await robots.text()).toMatch(
    /^User-agent: \*$[\s\S]*^Sitemap: https?:\/\/\S+\/sitemap\.xml$/m,
  )
  const sitemap = await request.get('/sitemap.xml')
  expect(sitemap.headers()['content-type']).toMatch(/xml/)
  const body = await sitemap.text()
  for (const path of ['/', '/blog', '/blog/betatesting'])
    expect(body).toContain(`${new URL(path, 'https://x').pathname}</loc>`)
})

test('another path served the landing page as fallback shows only its own page', async ({
  page,
}) => {
  // Before any module runs (they are held back here), the landing markup is already gone.
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort())
  await page.goto('/reset-password')
  await expect(page.locator('#root')).toBeEmpty()
  await page.unroute(/\/assets\/.*\.js$/)
  await page.goto('/reset-password')
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1)
  await expect(page.getByRole('heading', { name: /study guide in seconds/i })).toHaveCount(0)
})

/** The page's uncaught errors and console errors, as they come. */
function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  return errors
}

test('the prerendered landing page hydrates without errors and keeps working', async ({ page }) => {
  const errors = pageErrors(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible()
  await page.keyboard.press('Escape')
  // A link to a section of the page only scrolls there.
  const features = page.locator('#features')
  await expect(features).not.toBeInViewport()
  await page.getByRole('banner').getByRole('link', { name: 'Features' }).click()
  await expect(features).toBeInViewport()
  await expect(page).toHaveURL(/\/#features$/)
  // The first link to another page goes there as inside the app: focus on its heading, title.
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'The Studywise Blog' })).toBeFocused()
  await expect(page).toHaveTitle('The Studywise Blog — Studywise')
  await page.goBack()
  await expect(
    page.getByRole('heading', { level: 1, name: /study guide in seconds/i }),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible()
  expect(errors).toEqual([])
})

test('before the upload panel is ready, the header takes a language and a click; the panel then opens in it', async ({
  page,
}) => {
  // The panel's code is held until the page has taken both, so they happen before it is ready.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/create-guide-panel-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue()
  })
  const panelRequested = page.waitForRequest(/\/assets\/create-guide-panel-[\w-]+\.js$/)
  await page.goto('/')
  await panelRequested
  const upload = page.getByRole('heading', { name: 'ارفع موادك' })
  await expect(page.getByRole('heading', { name: 'Upload your materials' })).toHaveCount(0)

  await page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Language', exact: true })
    .selectOption({ label: 'العربية' })
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  await expect(page.getByRole('heading', { level: 1 })).toContainText('دليل دراسي في ثوانٍ')
  await page.getByRole('banner').getByRole('button', { name: 'تسجيل الدخول' }).click()
  await expect(page.getByRole('dialog', { name: 'مرحبًا بعودتك' })).toBeVisible()
  await page.keyboard.press('Escape')
  await expect(upload).toHaveCount(0)

  release()
  await expect(upload).toBeVisible()
  await expect(page.getByRole('heading', { name: 'الصق ملاحظاتك' })).toBeVisible()
  await expect(page.getByLabel(/^اختر ملفات/)).toHaveCount(1)
})

test('each public page asks for its own code while the app’s code is still on its way', async ({
  page,
}) => {
  // The app's chunk is held: a page that asked for its route module only once the app ran would
  // ask for nothing until it is released (and then a round trip later, at high priority).
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await released
    // The held requests of the pages left before the release were cancelled with them.
    await route.continue().catch(() => undefined)
  })
  for (const [path, routeModule, heading] of [
    ['/blog', 'blog-route', 'The Studywise Blog'],
    ['/blog/betatesting', 'blog-post-route', 'Welcome to the Studywise Beta'],
    ['/', 'landing-route', /study guide in seconds/i],
  ] as const) {
    const asked = page.waitForRequest(new RegExp(`/assets/${routeModule}-[\\w-]+\\.js$`), {
      timeout: 5_000,
    })
    const appAsked = page.waitForRequest(/\/assets\/app-[\w-]+\.js$/)
    await page.goto(path, { waitUntil: 'commit' })
    await asked
    await appAsked
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
  release()
  // Released, the landing page loads and hydrates: the header's Login opens its dialog.
  await page.waitForLoadState('load')
  await page.getByRole('banner').getByRole('button', { name: 'Login' }).click()
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible()
})

test('a prerendered page asks for no script before it is painted', async ({ page }) => {
  // Lighthouse counts every script that finished loading before the largest paint as needed
  // for it (LCP 1.85 s instead of 0.85 s with the app's chunk): the page is painted from its
  // HTML, and its scripts are requested only then (index.html's inline script).
  for (const path of ['/', '/blog', '/blog/betatesting', '/ar']) {
    await page.goto(path)
    // The app’s chunk has come (requested once the page is painted, it may come after `load`).
    await page.waitForFunction(() =>
      performance
        .getEntriesByType('resource')
        .some((entry) => /\/app-[\w-]+\.js$/.test(entry.name)),
    )
    const { painted, scripts } = await page.evaluate(() => {
      const paint = performance.getEntriesByName('first-contentful-paint')[0]
      return {
        painted: paint?.startTime,
        scripts: performance
          .getEntriesByType('resource')
          .filter((entry) => new URL(entry.name).pathname.endsWith('.js'))
          .map((entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime })),
      }
    })
    expect(painted, path).toBeGreaterThan(0)
    expect(scripts.length, path).toBeGreaterThan(0)
    expect(
      scripts.filter((script) => script.start < painted!),
      path,
    ).toEqual([])
  }
})

test('a choice and a click made before the app runs are not lost', async ({ page }) => {
  // The page is painted from its HTML before its code arrives: held here, the app's chunk
  // comes only after the visitor has chosen a language and clicked Get Started.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/app-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue().catch(() => undefined)
  })
  const errors = pageErrors(page)
  await page.goto('/', { waitUntil: 'commit' })
  await page
    .getByRole('banner')
    .getByRole('combobox', { name: 'Language', exact: true })
    .selectOption({ label: 'العربية' })
  await page.getByRole('button', { name: 'Get Started' }).click()
  expect(await page.evaluate(() => document.documentElement.lang)).toBe('en')
  release()
  // Get Started opens the library, which asks to sign in, in the language chosen.
  await expect(page.getByRole('dialog', { name: 'مرحبًا بعودتك' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'ar')
  expect(errors).toEqual([])
})

test('the service worker starts its precache only once the landing page’s idle-time parts are in', async ({
  page,
}) => {
  // Its install (sw.js, then about 180 files) runs in the page's renderer process: registered
  // at the first idle moment after load, it ran alongside the create panel's and the feedback
  // button's loading and drawing, and lengthened their tasks (docs/ARCHITECTURE.md §4.1).
  await page.addInitScript(() => {
    const register = ServiceWorkerContainer.prototype.register
    ServiceWorkerContainer.prototype.register = function (...args: Parameters<typeof register>) {
      document.documentElement.dataset.serviceWorkerRegisteredAt = String(performance.now())
      return register.apply(this, args)
    }
  })
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Paste your notes' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Feedback' })).toBeVisible()
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  const { registeredAt, partsIn } = await page.evaluate(() => ({
    registeredAt: Number(document.documentElement.dataset.serviceWorkerRegisteredAt),
    partsIn: performance
      .getEntriesByType('resource')
      .filter((entry) => /\/(create-guide-panel|feedback-widget)-[\w-]+\.js$/.test(entry.name))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd),
  }))
  expect(partsIn.length).toBeGreaterThanOrEqual(2)
  expect(registeredAt).toBeGreaterThan(Math.max(...partsIn))
})

test('a post hydrates its prerendered body in place, with no Markdown code, and nothing below the header shifts', async ({
  page,
}) => {
  // Every layout shift below the header from the first paint on (the header's own, 0.001 at this
  // width when its Login is drawn after hydration, is not the post's and is hidden on a phone).
  await page.addInitScript(() => {
    const shifts: number[] = []
    ;(window as unknown as { layoutShifts: number[] }).layoutShifts = shifts
    type Shift = PerformanceEntry & { value: number; sources: { node: Node | null }[] }
    const inHeader = (node: Node | null) =>
      node instanceof Element && node.closest('header') !== null
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as Shift[])
        if (!entry.sources.every((source) => inHeader(source.node))) shifts.push(entry.value)
    }).observe({ type: 'layout-shift', buffered: true })
  })
  const scripts: string[] = []
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname)
  })
  // The post's code is held until the prerendered body has been marked: a body drawn again on
  // the client (a Markdown renderer's, or a mismatch) is a new element without the mark.
  let release!: () => void
  const released = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/blog-post-route-[\w-]+\.js$/, async (route) => {
    await released
    await route.continue().catch(() => undefined)
  })
  await page.goto('/blog/betatesting', { waitUntil: 'commit' })
  const article = page.getByRole('article')
  const body = article.getByRole('heading', { level: 2, name: 'What to try first' })
  await body.evaluate((node) => ((node as HTMLElement & { prerendered?: true }).prerendered = true))
  release()
  // Hydrated: the header's Login is drawn once the page runs and knows nobody is signed in.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  expect(
    await body.evaluate((node) => (node as HTMLElement & { prerendered?: true }).prerendered),
  ).toBe(true)
  await expect(article.getByRole('listitem')).toHaveCount(8)
  await expect(article.getByText('Upload a real lecture.')).toBeVisible()
  expect(scripts.filter((path) => /markdown/i.test(path))).toEqual([])
  const shifts = await page.evaluate(
    () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
  )
  expect(shifts).toEqual([])
})

test('a page prerendered in Spanish hydrates in Spanish, keeps its address, then routes on in Spanish', async ({
  page,
}) => {
  const errors = pageErrors(page)
  // An English browser: the address's language wins, and it is not remembered as a choice.
  await page.goto('/es')
  await expect(page.locator('html')).toHaveAttribute('lang', 'es')
  await expect(
    page.getByRole('heading', { level: 1, name: /guía de estudio en segundos/ }),
  ).toBeVisible()
  await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveAttribute(
    'href',
    /\/ar$/,
  )
  await page.getByRole('button', { name: 'Iniciar sesión' }).click()
  await expect(page.getByRole('dialog', { name: 'Te damos la bienvenida de nuevo' })).toBeVisible()
  await page.keyboard.press('Escape')
  await page.getByRole('banner').getByRole('link', { name: 'Funciones' }).click()
  await expect(page.locator('#features')).toBeInViewport()
  await expect(page).toHaveURL(/\/es#features$/)
  await page.getByRole('banner').getByRole('link', { name: 'Blog' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'El blog de Studywise' })).toBeFocused()
  await expect(page).toHaveURL(/\/blog$/)
  expect(await page.evaluate(() => localStorage.getItem('studywise.language'))).toBeNull()
  expect(errors).toEqual([])
})

test('a prerendered blog page hydrates and its links open the post, then the library', async ({
  page,
}) => {
  const errors = pageErrors(page)
  await page.goto('/blog')
  await page.getByRole('main').getByRole('link', { name: 'Welcome to the Studywise Beta' }).click()
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome to the Studywise Beta' }),
  ).toBeFocused()
  // Signed out, the library asks to sign in on the landing page.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Study library' }).click()
  await expect(page.getByRole('dialog', { name: 'Welcome Back' })).toBeVisible()
  await expect(page).toHaveURL(/\/$/)
  expect(errors).toEqual([])
})

test('the built app carries a Content-Security-Policy that nothing it loads breaks', async ({
  page,
}) => {
  await page.addInitScript(() => {
    const seen: string[] = []
    ;(window as unknown as { cspViolations: string[] }).cspViolations = seen
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.violatedDirective} ${event.blockedURI}`),
    )
  })
  await page.goto('/')
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content')
  expect(policy).toContain("script-src 'self' 'wasm-unsafe-eval'")
  expect(policy).toContain("worker-src 'self'")
  // Workers (the Word reader, the offline engine) and the app's own requests, under the policy.
  const generation = new GenerationPage(page)
  await generation.addFiles([
    {
      name: 'cells.docx',
      mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      buffer: Buffer.from(
        await buildDocx([
          'Cells',
          'The cell membrane is a phospholipid bilayer that controls what enters and leaves the cell.',
        ]),
      ),
    },
  ])
  await generation.fillNotes(sampleNotes, 'Enzymes')
  await generation.generateFromNotes()
  await expect(generation.paste.getByText('Study guide ready!')).toBeVisible({ timeout: 30_000 })
  // Each page's violations, read before leaving it (a navigation starts a new list).
  const violations = () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)
  expect(await violations()).toEqual([])
  await page.goto('/blog')
  await expect(page.getByRole('heading', { level: 1, name: 'The Studywise Blog' })).toBeVisible()
  expect(await violations()).toEqual([])
})

test.describe('the landing page on a phone (Lighthouse’s 412 × 823): the create panel below the first screen', () => {
  test.use({ viewport: { width: 412, height: 823 } })
  const panel = (page: Page) => page.getByRole('heading', { level: 2, name: 'Paste your notes' })

  /**
   * When the panel's code was requested, in ms after the page's `load` (null: not yet). Its
   * start without a visit is at least 5 s after `load` (whenPageSettled), so a request sooner
   * was made by what the visitor did.
   */
  function panelRequestedAfterLoad(page: Page) {
    return page.evaluate(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      const chunk = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/create-guide-panel-[\w-]+\.js$/.test(entry.name))
      return chunk && navigation ? chunk.startTime - navigation.loadEventEnd : null
    })
  }

  test('a visitor who does not reach it does not load it in the page’s first seconds', async ({
    page,
  }) => {
    await page.goto('/')
    // The parts drawn once the page is idle are in (the panel loaded with them before).
    await expect(page.getByRole('button', { name: 'Feedback' })).toBeVisible()
    await page.waitForFunction(() => {
      const [navigation] = performance.getEntriesByType(
        'navigation',
      ) as PerformanceNavigationTiming[]
      return (
        navigation &&
        navigation.loadEventEnd > 0 &&
        performance.now() > navigation.loadEventEnd + 3_000
      )
    })
    expect(await panelRequestedAfterLoad(page)).toBeNull()
    await expect(panel(page)).toHaveCount(0)
  })

  test('nothing on it animates before the visitor reaches the panel', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Feedback' })).toBeVisible()
    // An endless animation (the panel's placeholder pulsed) has the compositor draw a frame
    // every vsync while the page hydrates: on a phone's CPU that work takes a core from it
    // (docs/decisions/026-landing-draws-no-frame-it-does-not-need.md).
    const running = await page.evaluate(() =>
      document
        .getAnimations()
        .map((animation) =>
          animation instanceof CSSAnimation ? animation.animationName : animation.id,
        ),
    )
    expect(running).toEqual([])
    await expect(panel(page)).toHaveCount(0)
  })

  test('nothing on its first screen blurs what lies behind it', async ({ page }) => {
    await page.goto('/')
    await expect(page.getByRole('button', { name: 'Feedback' })).toBeVisible()
    // A backdrop filter (the header's blur) is computed again by the compositor on every frame
    // it draws; drawn in software (Lighthouse here, no GPU) that takes a core from the page
    // while it starts (docs/decisions/026-landing-draws-no-frame-it-does-not-need.md).
    const blurring = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((element) => {
          const box = element.getBoundingClientRect()
          return box.bottom > 0 && box.top < innerHeight && box.width > 0 && box.height > 0
        })
        .filter((element) => getComputedStyle(element).backdropFilter !== 'none')
        .map(
          (element) =>
            `${element.tagName.toLowerCase()}: ${getComputedStyle(element).backdropFilter}`,
        ),
    )
    expect(blurring).toEqual([])
  })

  for (const [how, reach] of [
    ['Tab', (page: Page) => page.keyboard.press('Tab')],
    ['scrolling towards it', (page: Page) => page.mouse.wheel(0, 300)],
    ['the pointer on its section', (page: Page) => page.mouse.move(200, 810)],
  ] as const)
    test(`reaching it by ${how} loads it`, async ({ page }) => {
      await page.goto('/')
      await expect(page.getByRole('button', { name: 'Feedback' })).toBeVisible()
      await reach(page)
      await expect(panel(page)).toBeVisible()
      expect(await panelRequestedAfterLoad(page)).toBeLessThan(5_000)
    })

  test('a link to it (/#create) loads it', async ({ page }) => {
    await page.goto('/#create')
    await expect(panel(page)).toBeVisible()
    expect(await panelRequestedAfterLoad(page)).toBeLessThan(5_000)
  })
})
