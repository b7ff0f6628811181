import { expect, test } from '@playwright/test'
import { e2eEnv } from './support/env'

test.describe('public pages', () => {
  test('each route renders, and protected or unknown paths land on /', async ({ page }) => {
    await page.goto('/')
    await expect(
      page.getByRole('heading', { level: 1, name: /study guide in seconds/i }),
    ).toBeVisible()
    await page.goto('/blog')
    await expect(page.getByRole('heading', { level: 1, name: 'The Studywise Blog' })).toBeVisible()
    await page.goto('/blog/betatesting')
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to the Studywise Beta' }),
    ).toBeVisible()
    await page.goto('/blog/unknown-post')
    await expect(page.getByRole('heading', { name: 'Post Not Found' })).toBeVisible()
    for (const path of ['/dashboard', '/settings', '/no-such-page']) {
      await page.goto(path)
      await expect(page).toHaveURL(`${e2eEnv.appUrl}/`)
    }
    await page.goto('/reset-password')
    await expect(page).toHaveURL(/\/reset-password/)
    await page.goto('/confirm-email')
    await expect(page).toHaveURL(/\/confirm-email/)
  })

  test('Learn More scrolls to the features section', async ({ page }) => {
    await page.goto('/')
    const features = page.locator('#features')
    await expect(features).not.toBeInViewport()
    await page.getByRole('button', { name: 'Learn More' }).click()
    await expect(features).toBeInViewport()
  })

  test('header links have one name each on the page; the footer is the contentinfo landmark', async ({
    page,
  }) => {
    await page.goto('/')
    const footer = page.getByRole('contentinfo')
    await expect(footer.getByRole('navigation', { name: 'Product' })).toBeVisible()
    await expect(footer.getByRole('navigation', { name: 'Support' })).toBeVisible()
    await expect(footer).toContainText('Studywise is in beta')
    // Header Features scrolls the landing page to #features.
    await expect(page.locator('#features')).not.toBeInViewport()
    await page.getByRole('link', { name: 'Features' }).click()
    await expect(page.locator('#features')).toBeInViewport()
    await page.getByRole('link', { name: 'Blog' }).click()
    await expect(page).toHaveURL(/\/blog$/)
    await expect(page.getByRole('heading', { level: 1, name: 'The Studywise Blog' })).toBeVisible()
  })

  test('the feedback widget works from the keyboard', async ({ page }) => {
    await page.goto('/blog')
    await page.getByRole('button', { name: 'Feedback' }).focus()
    await page.keyboard.press('Enter')
    await expect(page.getByRole('button', { name: 'Bug Report' })).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(page.getByLabel('Email')).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.getByLabel('Email')).toBeHidden()
    await expect(page.getByRole('button', { name: 'Feedback' })).toBeFocused()
  })

  test('the feedback widget posts to the webhook', async ({ page, request }) => {
    await request.delete(`${e2eEnv.webhookControlUrl}/__captured`)
    await page.goto('/blog')
    await page.getByRole('button', { name: 'Feedback' }).click()
    await page.getByRole('button', { name: 'Suggestion' }).click()
    await page.getByLabel('Email').fill('ana@uni.edu')
    await page.getByLabel('Message').fill('Please add a dark mode')
    await page.getByRole('button', { name: 'Send', exact: true }).click()
    await expect(page.getByText('Thank you for your feedback!')).toBeVisible()
    await expect(page.getByText('Thank you for your feedback!')).toBeHidden({ timeout: 5_000 })
    await expect
      .poll(
        async () =>
          (await (await request.get(`${e2eEnv.webhookControlUrl}/__captured`)).json()) as unknown[],
      )
      .toHaveLength(1)
    const [captured] = (await (
      await request.get(`${e2eEnv.webhookControlUrl}/__captured`)
    ).json()) as {
      body: { embeds: { title: string; description: string }[] }
    }[]
    expect(captured?.body.embeds[0]).toMatchObject({
      title: 'Suggestion',
      description: 'Please add a dark mode',
    })
  })
})
