import { expect, test } from '@playwright/test'
import { cellBiologyGuide, insertGuide } from './support/data'
import { pageErrors, untilControlled } from './support/installed'
import { createConfirmedUser, signInViaStorage } from './support/users'

/**
 * The installed app (issue 43): a web app manifest and a service worker that precaches the
 * shell (under 3 MB, no PDFium, OCR, KaTeX or media), so the app opens with no connection, and
 * Logout offline signs out on this device without 'Failed to fetch dynamically imported module'.
 */
test.describe.configure({ timeout: 180_000 })

test('opens with no connection once visited, and signs out offline', async ({
  page,
  context,
  request,
}) => {
  const errors = pageErrors(page)
  const manifest = (await (await request.get('/manifest.webmanifest')).json()) as {
    name: string
    start_url: string
    display: string
    icons: { sizes: string; purpose?: string }[]
  }
  expect(manifest).toMatchObject({
    name: 'Studywise',
    start_url: '/dashboard',
    display: 'standalone',
  })
  expect(manifest.icons.map((icon) => icon.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  )

  const user = await createConfirmedUser(request, { name: 'Ada' })
  await insertGuide(request, user, {
    title: 'Cell Biology',
    content: cellBiologyGuide,
    original_text: cellBiologyGuide,
  })
  await signInViaStorage(page, user)
  await expect(page.getByRole('link', { name: 'Cell Biology' })).toBeVisible({ timeout: 30_000 })
  // Installed: the worker is active once its precache is complete.
  await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
  const precache = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.includes('precache'))
    const cache = await caches.open(name!)
    const urls: string[] = []
    let bytes = 0
    for (const request of await cache.keys()) {
      urls.push(new URL(request.url).pathname)
      bytes += (await (await cache.match(request))!.arrayBuffer()).byteLength
    }
    return { urls, bytes }
  })
  expect(precache.bytes).toBeLessThan(3 * 1024 * 1024)
  expect(precache.urls).toContain('/index.html')
  for (const heavy of [
    /\.wasm/,
    /traineddata/,
    /katex/i,
    /pdf\.worker/,
    /tesseract/,
    /mediabunny/,
    /overview-audio/,
    /run-job/,
  ])
    expect(precache.urls.filter((url) => heavy.test(url))).toEqual([])

  await context.setOffline(true)
  await page.reload()
  await expect(page.getByRole('banner').getByText('Offline', { exact: true })).toBeVisible({
    timeout: 30_000,
  })
  await page.goto('/today')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()

  await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click()
  await expect(page.getByRole('banner').getByRole('button', { name: 'Login' })).toBeVisible()
  expect(errors.filter((message) => /dynamically imported module/.test(message))).toEqual([])
  expect(errors).toEqual([])
})

// A part whose code is not in the precache (PDFium, OCR, KaTeX, media are not; here the Mind map
// tab's chunk, taken out of it) opened offline: 'You are offline. This needs a connection.' in
// its place, the guide page kept, never the error screen (#47; lib/offline-part.tsx).
test('a part whose code is not precached says offline in its place and keeps the page', async ({
  page,
  context,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Ada' })
  await insertGuide(request, user, { title: 'Cell Biology', content: cellBiologyGuide })
  await signInViaStorage(page, user)
  await page.getByRole('link', { name: 'Cell Biology' }).click({ timeout: 30_000 })
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible()
  await untilControlled(page)
  const removed = await page.evaluate(async () => {
    const name = (await caches.keys()).find((key) => key.includes('precache'))
    const cache = await caches.open(name!)
    const chunks = (await cache.keys()).filter((r) => /\/assets\/mind-map-tab-/.test(r.url))
    await Promise.all(chunks.map((chunk) => cache.delete(chunk)))
    return chunks.length
  })
  expect(removed).toBe(1)

  await context.setOffline(true)
  await page
    .getByRole('tablist', { name: 'Study tools' })
    .getByRole('tab', { name: 'Mind map' })
    .click()
  await expect(page.getByRole('alert')).toHaveText('You are offline. This needs a connection.')
  await expect(page.getByRole('heading', { level: 1, name: 'Cell Biology' })).toBeVisible()
  await expect(page.getByText('Something went wrong')).toBeHidden()
})

// A student who goes offline seconds after the very first visit, before any reload: Menu, the
// screens it opens and Logout still load (their chunks come from the precache).
test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 640 } })

  test('goes offline right after the first visit, with no reload, and every lazy screen opens', async ({
    page,
    context,
    request,
  }) => {
    const errors = pageErrors(page)
    const user = await createConfirmedUser(request, { name: 'Ada' })
    await insertGuide(request, user, { title: 'Cell Biology', content: cellBiologyGuide })
    await signInViaStorage(page, user)
    await expect(page.getByRole('link', { name: 'Cell Biology' })).toBeVisible({ timeout: 30_000 })
    await untilControlled(page)

    await context.setOffline(true)
    const header = page.getByRole('banner')
    await expect(header.getByText('Offline', { exact: true })).toBeVisible()
    await header.getByRole('button', { name: 'Menu' }).click()
    await header.getByRole('link', { name: 'Today' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Today' })).toBeVisible()
    await header.getByRole('button', { name: 'Menu' }).click()
    await header.getByRole('link', { name: 'Settings' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible()
    await header.getByRole('button', { name: 'Menu' }).click()
    await header.getByRole('button', { name: 'Logout' }).click()
    await header.getByRole('button', { name: 'Menu' }).click()
    await expect(header.getByRole('button', { name: 'Login' })).toBeVisible()
    await expect(page.getByText('Something went wrong')).toBeHidden()
    expect(errors).toEqual([])
  })
})

test.describe('a Spanish student', () => {
  test.use({ locale: 'es-ES' })

  // Only English's catalogues are precached (scripts/pwa.ts); the student's language is kept
  // when a signed-in page opens online (kept-translations.ts), so every screen opens offline in
  // Spanish, /today too, which this student never opened online.
  test('who opened the app once online opens it offline in Spanish', async ({
    page,
    context,
    request,
  }) => {
    const user = await createConfirmedUser(request, { name: 'Ana' })
    await insertGuide(request, user, { title: 'Biología celular', content: cellBiologyGuide })
    await signInViaStorage(page, user)
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu biblioteca de estudio' }),
    ).toBeVisible({
      timeout: 30_000,
    })
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined))
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.includes('precache'))
      const urls = (await (await caches.open(name!)).keys()).map((r) => new URL(r.url).pathname)
      return urls
    })
    const spanish = ((await (await request.get('/translations.json')).json()) as { es: string[] })
      .es
    expect(spanish.length).toBeGreaterThan(10)
    expect(precached.filter((url) => spanish.includes(url))).toEqual([])
    // Kept once the page has put them in the worker's on-demand cache.
    await expect
      .poll(
        () =>
          page.evaluate(async (files) => {
            const cache = await caches.open('studywise-on-demand')
            const kept = await Promise.all(files.map((file) => cache.match(file)))
            return kept.filter(Boolean).length
          }, spanish),
        { timeout: 30_000 },
      )
      .toBe(spanish.length)

    await context.setOffline(true)
    await page.reload()
    await expect(
      page.getByRole('heading', { level: 1, name: 'Tu biblioteca de estudio' }),
    ).toBeVisible({
      timeout: 30_000,
    })
    await expect(page.getByRole('banner').getByText('Sin conexión', { exact: true })).toBeVisible()
    await page.goto('/today')
    await expect(page.getByRole('heading', { level: 1, name: 'Hoy' })).toBeVisible({
      timeout: 30_000,
    })
  })
})
