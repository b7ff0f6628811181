import { expect, test, type Locator, type Page } from '@playwright/test'
import { authMailLink, createAccount } from './support/accounts'
import { cellBiologyGuide, insertGuides } from './support/data'
import { e2eEnv } from './support/env'
import {
  createBetaCode,
  createConfirmedUser,
  seededAdmin,
  signInViaStorage,
  uniqueEmail,
} from './support/users'

/**
 * Every name the spec gives a control, field, tab, heading or message (sections 2, 4, 5 and 8)
 * is found ONCE on the whole page, with Playwright's default (case-insensitive, substring)
 * matching, on the screen where a person meets it. A name that finds two elements, or none,
 * fails here before it fails a reader of the spec.
 */

async function one(locator: Locator) {
  await expect(locator).toHaveCount(1)
  await expect(locator).toBeVisible()
}

const button = (page: Page, name: string) => page.getByRole('button', { name })
const link = (page: Page, name: string) => page.getByRole('link', { name })
const heading = (page: Page, name: string) => page.getByRole('heading', { name })
const tab = (page: Page, name: string) => page.getByRole('tab', { name })
const checkbox = (page: Page, name: string) => page.getByRole('checkbox', { name })

const guides = [
  { title: 'Cell Biology', content: cellBiologyGuide },
  {
    title: 'Genetics',
    content:
      '# Genetics\n\n## Overview\nGenes are stretches of DNA that code for proteins and are passed from parents to offspring.\n',
  },
]

test.beforeEach(({ page }) => {
  page.on('console', (message) => {
    if (message.type() === 'error') throw new Error(`console.error: ${message.text()}`)
  })
})

test('landing and header (signed out): hero, upload and paste sections, header links', async ({
  page,
}) => {
  await page.goto('/')
  await one(button(page, 'Get Started'))
  await one(button(page, 'Learn More'))
  await one(page.getByText('Currently in Beta Testing'))
  await one(button(page, 'Login'))
  await one(link(page, 'Features'))
  await one(link(page, 'Blog'))
  await expect(link(page, 'Dashboard')).toHaveCount(0)

  // Upload section: the Supported Formats panel while no files are present.
  await one(page.getByRole('region', { name: 'Supported Formats' }))
  await one(page.getByText('Supported Formats'))

  // Paste section: Try Example fills the title and notes; Generate Study Guide, once.
  await one(button(page, 'Try Example'))
  await one(page.getByLabel('Title'))
  await one(page.getByLabel('Notes'))
  await one(button(page, 'Generate Study Guide'))
  await expect(button(page, 'Generate Study Guide')).toBeDisabled()
  await button(page, 'Try Example').click()
  await expect(page.getByLabel('Title')).not.toHaveValue('')
  await one(button(page, 'Generate Study Guide'))
  await expect(button(page, 'Generate Study Guide')).toBeEnabled()

  // A refused file: the spec's message, once.
  await page.getByLabel(/choose files/i).setInputFiles({
    name: 'clip.gif',
    mimeType: 'image/gif',
    buffer: Buffer.from('not really a picture'),
  })
  await one(
    page.getByText(
      'File type "image/gif" is not supported. Please upload PDF, PowerPoint, or text files.',
    ),
  )

  // With a file added, the files button shows with its own name.
  await page.getByLabel(/choose files/i).setInputFiles({
    name: 'membrane.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from(
      'The cell membrane is a phospholipid bilayer that controls what enters and leaves the cell.',
    ),
  })
  await one(button(page, 'Generate Study Guide from Files'))
  await expect(button(page, 'Generate Study Guide from Files')).toBeEnabled()
  await expect(page.getByText('Supported Formats')).toHaveCount(0)
})

test('the auth dialog in its three modes, with its messages', async ({ page, request }) => {
  await page.goto('/')
  await button(page, 'Login').click()

  const login = page.getByRole('dialog', { name: 'Welcome Back' })
  await expect(login).toBeVisible()
  await one(heading(page, 'Welcome Back'))
  await one(page.getByLabel('Email'))
  await one(page.getByLabel('Password'))
  await one(button(page, 'Sign In'))
  await one(button(page, 'Forgot password'))
  await one(button(page, 'Join Beta'))
  await one(button(page, 'Sign Up'))

  await button(page, 'Join Beta').click()
  await expect(page.getByRole('dialog', { name: 'Join Beta' })).toBeVisible()
  await one(heading(page, 'Join Beta'))
  await one(page.getByLabel('Name', { exact: true }))
  await one(page.getByLabel('Email'))
  await one(page.getByLabel('Password'))
  await one(page.getByLabel('Beta Access Code'))
  await one(button(page, 'Create Account'))
  await one(button(page, 'Join Beta'))
  await one(button(page, 'Sign Up'))
  await one(button(page, 'Sign In'))
  await page.getByLabel('Beta Access Code').fill('abc')
  await expect(page.getByLabel('Beta Access Code')).toHaveValue('ABC')
  await page.getByLabel('Name', { exact: true }).fill('Names Tester')
  await page.getByLabel('Email').fill(uniqueEmail('names'))
  await page.getByLabel('Password').fill('names-pass-1')
  await page.getByLabel('Beta Access Code').fill('')
  await button(page, 'Create Account').click()
  await one(page.getByText('Beta access code is required'))
  await page.getByLabel('Beta Access Code').fill('usedcode')
  await button(page, 'Create Account').click()
  await one(page.getByText('Invalid or already used access code'))
  await page.getByLabel('Beta Access Code').fill(await createBetaCode(request))
  await button(page, 'Create Account').click()
  await one(
    page.getByText(
      'Account created! Please check your email to confirm your account before signing in.',
    ),
  )

  await button(page, 'Sign In').click()
  await expect(login).toBeVisible()
  await button(page, 'Forgot password').click()
  await expect(page.getByRole('dialog', { name: 'Reset Password' })).toBeVisible()
  await one(heading(page, 'Reset Password'))
  await one(page.getByLabel('Email'))
  await expect(page.locator('input[type="password"]')).toHaveCount(0)
  await one(button(page, 'Send Reset Email'))
  await button(page, 'Send Reset Email').click()
  await one(page.getByText('Please enter your email address'))
})

test('header, dashboard, card actions, selection mode and the unit dialog (signed in)', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Nadia' })
  await insertGuides(request, user, guides)
  await signInViaStorage(page, user)

  await one(heading(page, 'Your Study Library'))
  await one(page.getByText(`Welcome back, ${user.name}!`))
  await one(link(page, 'Dashboard'))
  await one(link(page, 'Features'))
  await one(link(page, 'Blog'))
  await one(link(page, 'Settings'))
  await one(button(page, 'Logout'))
  await expect(button(page, 'Login')).toHaveCount(0)

  await one(button(page, 'Create New Guide'))
  await one(button(page, 'Account Settings'))
  await expect(button(page, 'Beta Admin Panel')).toHaveCount(0)
  await one(button(page, 'Filter'))
  await one(page.getByRole('searchbox'))
  await one(page.getByPlaceholder(/search/i))

  await page.getByRole('searchbox').fill('astronomy')
  await one(heading(page, 'No matching guides'))
  await page.getByRole('searchbox').fill('')

  // Card actions (edit and delete icons on hover).
  await page.getByRole('listitem').filter({ hasText: 'Genetics' }).hover()
  await one(button(page, 'Customize Genetics'))
  await one(button(page, 'Delete Genetics'))
  await button(page, 'Customize Genetics').click()
  await expect(page.getByRole('dialog', { name: 'Customize Notebook' })).toBeVisible()
  await one(heading(page, 'Customize Notebook'))
  await one(page.getByLabel('Title'))
  await one(button(page, 'Save Changes'))
  await one(button(page, 'Cancel'))
  await button(page, 'Cancel').click()

  await page.getByRole('listitem').filter({ hasText: 'Genetics' }).hover()
  await button(page, 'Delete Genetics').click()
  await one(button(page, 'Cancel'))
  await one(button(page, 'Delete'))
  await button(page, 'Cancel').click()

  // Selection mode: Create Unit Guide ↔ Cancel Selection.
  await one(button(page, 'Create Unit Guide'))
  await button(page, 'Create Unit Guide').click()
  await one(button(page, 'Cancel Selection'))
  await expect(button(page, 'Create Unit Guide')).toHaveCount(0)
  await one(checkbox(page, 'Cell Biology'))
  await one(checkbox(page, 'Genetics'))
  await checkbox(page, 'Cell Biology').check()
  await checkbox(page, 'Genetics').check()
  await one(button(page, 'Combine Selected'))
  await button(page, 'Combine Selected').click()
  await expect(page.getByRole('dialog', { name: 'Create Unit Study Guide' })).toBeVisible()
  await one(heading(page, 'Create Unit Study Guide'))
  await one(page.getByLabel('Unit title'))
  await one(button(page, 'Unit Guide'))
  await one(button(page, 'Combined Guide'))
  await button(page, 'Close').click()
  await button(page, 'Cancel Selection').click()
  await one(button(page, 'Create Unit Guide'))

  // Create New Guide opens the upload and paste sections with a way back.
  await button(page, 'Create New Guide').click()
  await one(page.getByRole('region', { name: 'Supported Formats' }))
  await one(button(page, 'Try Example'))
  await one(button(page, 'Generate Study Guide'))
  await one(button(page, 'Back to Library'))
})

test('guide detail view: tabs, header actions, Download menu, Delete dialog, AI Tutor panel', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Dara' })
  const [guide] = await insertGuides(request, user, guides.slice(0, 1))
  await signInViaStorage(page, user, `/dashboard/guides/${guide!.id}`)

  await one(tab(page, 'Study Guide'))
  await one(tab(page, 'Quiz'))
  await one(tab(page, 'Flashcards'))
  await expect(tab(page, 'Study Guide')).toHaveAttribute('aria-selected', 'true')
  await one(button(page, 'Back to Dashboard'))
  await one(button(page, 'Copy'))
  await one(button(page, 'Download'))
  await one(button(page, 'AI Chat'))
  await one(button(page, 'Delete'))

  await button(page, 'Download').click()
  for (const format of ['TXT', 'HTML', 'PDF']) await one(page.getByRole('button', { name: format }))
  await page.keyboard.press('Escape')

  await button(page, 'Delete').click()
  await expect(page.getByRole('dialog')).toBeVisible()
  await one(button(page, 'Cancel'))
  await one(button(page, 'Delete'))
  await button(page, 'Cancel').click()
  await expect(page.getByRole('dialog')).toHaveCount(0)

  await button(page, 'AI Chat').click()
  await one(page.getByRole('complementary', { name: 'AI Tutor' }))
  await one(page.getByRole('textbox'))
  await one(button(page, 'Send'))
  await expect(button(page, 'Send')).toBeDisabled()
  await page.getByRole('textbox').fill('What do mitochondria do?')
  await expect(button(page, 'Send')).toBeEnabled()
  await button(page, 'Send').click()
  await expect(page.getByRole('log').getByRole('article')).toHaveCount(2, { timeout: 30_000 })
  await one(button(page, 'Send'))

  await button(page, 'Back to Dashboard').click()
  await one(heading(page, 'Your Study Library'))
})

test('quiz screens: settings, questions, results, feedback', async ({ page, request }) => {
  const user = await createConfirmedUser(request, { name: 'Quinn' })
  const [guide] = await insertGuides(request, user, guides.slice(0, 1))
  await signInViaStorage(page, user, `/dashboard/guides/${guide!.id}`)

  await tab(page, 'Quiz').click()
  await one(button(page, 'Generate'))
  await button(page, 'Generate').click()
  await one(checkbox(page, 'Enable multiple attempts'))
  await one(checkbox(page, 'Include broader topic questions'))
  await one(page.getByLabel('Enable multiple attempts'))
  await one(page.getByLabel('Include broader topic questions'))
  await one(page.getByRole('radiogroup', { name: 'Question count' }))
  await page.getByRole('radio', { name: '5', exact: true }).check()
  await one(button(page, 'Generate'))
  await button(page, 'Generate').click()

  const options = page.getByRole('group').getByRole('button')
  await expect(page.getByText('Question 1 of 5')).toBeVisible()
  await one(button(page, 'Previous'))
  await one(button(page, 'Next'))
  for (let question = 1; question < 5; question++) {
    await options.first().click()
    await button(page, 'Next').click()
    await expect(page.getByText(`Question ${question + 1} of 5`)).toBeVisible()
  }
  await options.first().click()
  await expect(button(page, 'Next')).toHaveCount(0)
  await one(button(page, 'Finish Quiz'))
  await button(page, 'Finish Quiz').click()

  await one(button(page, 'Rate Quiz'))
  await one(button(page, 'Retake'))
  await button(page, 'Rate Quiz').click()
  await one(button(page, 'Submit'))
  await one(button(page, 'Skip'))
  await button(page, 'Skip').click()
  await one(button(page, 'Rate Quiz'))
  await button(page, 'Rate Quiz').click()
  await button(page, 'Submit').click()
  // The quiz dashboard: Generate, and Retake for the attempted quiz (Start is for one not taken).
  await one(button(page, 'Generate'))
  await one(button(page, 'Retake'))
  await expect(button(page, 'Start')).toHaveCount(0)
})

test('flashcard screens: settings, cards, ratings, Shuffle, Reset Progress, Finish Session', async ({
  page,
  request,
}) => {
  const user = await createConfirmedUser(request, { name: 'Flora' })
  const [guide] = await insertGuides(request, user, guides.slice(0, 1))
  await signInViaStorage(page, user, `/dashboard/guides/${guide!.id}`)

  await tab(page, 'Flashcards').click()
  await one(button(page, 'Create New Set'))
  await button(page, 'Create New Set').click()
  await one(page.getByLabel('shuffle cards'))
  await one(page.getByLabel('show difficulty tracking'))
  await one(checkbox(page, 'shuffle cards'))
  await one(checkbox(page, 'show difficulty tracking'))
  await one(page.getByRole('radiogroup', { name: 'Card count' }))
  await page.getByRole('radio', { name: '10', exact: true }).check()
  await one(button(page, 'Generate Flashcards'))
  await button(page, 'Generate Flashcards').click()

  await expect(page.getByText(/^Card 1 of \d+$/)).toBeVisible()
  const total = Number(
    /of (\d+)/.exec((await page.getByText(/^Card 1 of/).textContent()) ?? '')?.[1],
  )
  await one(button(page, 'Shuffle'))
  await one(button(page, 'Reset Progress'))
  await expect(button(page, 'Easy')).toHaveCount(0)
  await one(button(page, 'Flip card'))
  await button(page, 'Flip card').click()
  for (const rating of ['Easy', 'Medium', 'Hard']) await one(button(page, rating))
  await expect(button(page, 'Finish Session')).toHaveCount(0)
  for (let card = 1; card < total; card++) await button(page, 'Next').click()
  await one(button(page, 'Finish Session'))
  await button(page, 'Finish Session').click()
  await one(button(page, 'Study'))
})

test('Account Settings: profile, Change Password and Change Email tabs', async ({
  page,
  request,
}) => {
  const user = await createAccount(request, 'Sett Ings')
  await signInViaStorage(page, user, '/settings')

  await one(heading(page, 'Account Settings'))
  await one(page.getByText('Beta Tester'))
  await one(tab(page, 'Change Password'))
  await one(tab(page, 'Change Email'))
  await tab(page, 'Change Password').click()
  await one(page.getByLabel('Current Password'))
  await one(page.getByLabel('New Password'))
  await one(page.getByLabel('Confirm Password'))
  await one(page.getByRole('button', { name: 'Update Password' }))
  await page.getByLabel('Current Password').fill(user.password)
  await page.getByLabel('New Password').fill('abc')
  await page.getByLabel('Confirm Password').fill('abd')
  await page.getByRole('button', { name: 'Update Password' }).click()
  await one(page.getByText('New passwords do not match'))

  await tab(page, 'Change Email').click()
  await one(page.getByLabel('New Email'))
  await one(page.getByRole('button', { name: 'Update Email' }))
  await page.getByRole('button', { name: 'Update Email' }).click()
  await one(page.getByText('Please enter a new email address.'))
})

test('Beta Testing Panel for the seeded admin', async ({ page }) => {
  await signInViaStorage(page, seededAdmin)
  await one(button(page, 'Beta Admin Panel'))
  await button(page, 'Beta Admin Panel').click()
  await one(heading(page, 'Beta Testing Panel'))
  await one(button(page, 'Generate New Code'))
  await one(page.getByRole('region', { name: 'Used Codes' }))
  await one(page.getByRole('region', { name: 'Inactive Codes' }))
  await one(page.getByText('USEDCODE'))
  await one(page.getByText('OLDCODE1'))
  await one(button(page, 'Deactivate WELCOME5'))
  await button(page, 'Deactivate WELCOME5').click()
  await one(button(page, 'Cancel'))
  await one(button(page, 'Deactivate'))
  await button(page, 'Cancel').click()
  await one(button(page, 'Back to Dashboard'))
})

test('blog list, detail and Post Not Found', async ({ page }) => {
  await page.goto('/blog')
  await one(heading(page, 'The Studywise Blog'))
  await one(link(page, 'Welcome to the Studywise Beta'))
  await link(page, 'Welcome to the Studywise Beta').click()
  await one(heading(page, 'Welcome to the Studywise Beta'))
  await page.goto('/blog/unknown-post')
  await one(heading(page, 'Post Not Found'))
  await one(page.getByText("The blog post you're looking for doesn't exist."))
  await one(link(page, 'Back to Blog'))
})

test('reset-password and confirm-email pages', async ({ page, request }) => {
  await page.goto('/reset-password')
  await one(page.getByText('Invalid reset link. Please request a new password reset.'))
  await one(link(page, 'Request a New Link'))

  const user = await createAccount(request, 'Reset Names')
  await page.request.post(`${e2eEnv.backendUrl}/auth/v1/recover`, {
    headers: { apikey: e2eEnv.anonKey },
    data: { email: user.email },
    params: { redirect_to: `${e2eEnv.appUrl}/reset-password` },
  })
  await page.goto(await authMailLink(request, user.email, /reset/i))
  await one(heading(page, 'Reset Password'))
  await one(page.getByLabel('New Password'))
  await one(page.getByLabel('Confirm Password'))
  await one(button(page, 'Update Password'))
  await page.getByLabel('New Password').fill('abcdef')
  await page.getByLabel('Confirm Password').fill('abcdeg')
  await button(page, 'Update Password').click()
  await one(page.getByText('Passwords do not match.'))
  await page.getByLabel('Confirm Password').fill('abcdef')
  await button(page, 'Update Password').click()
  await one(heading(page, 'Password Updated'))

  await page.goto('/confirm-email')
  await one(
    page.getByText('Invalid confirmation link. Please check your email for the correct link.'),
  )
  await one(link(page, 'homepage'))
})

test('an empty library, and the feedback widget on it', async ({ page, request }) => {
  const user = await createConfirmedUser(request, { name: 'Empty' })
  await signInViaStorage(page, user)
  await one(heading(page, 'Your Study Library'))
  await one(heading(page, 'No study guides yet'))
  await one(button(page, 'Create New Guide'))
  await expect(button(page, 'Create Unit Guide')).toHaveCount(0)

  await one(button(page, 'Feedback'))
  await button(page, 'Feedback').click()
  for (const type of ['Bug Report', 'Suggestion', 'Other']) await one(button(page, type))
  await button(page, 'Suggestion').click()
  await one(page.getByLabel('Email'))
  await one(page.getByLabel('Username'))
  await one(page.getByLabel('Message'))
  await one(button(page, 'Send'))
  await expect(button(page, 'Send')).toBeDisabled()
})

test('confirm-email success from the sign-up mail', async ({ page, request }) => {
  const email = uniqueEmail('confirmnames')
  await request.post(`${e2eEnv.backendUrl}/auth/v1/signup`, {
    headers: { apikey: e2eEnv.anonKey },
    data: {
      email,
      password: 'confirm-pass-1',
      data: { name: 'Con Firm', beta_code: await createBetaCode(request) },
    },
  })
  await page.goto(await authMailLink(request, email, /confirm/i))
  await one(heading(page, 'Email Confirmed!'))
})
