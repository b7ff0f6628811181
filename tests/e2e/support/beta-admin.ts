import { expect, type Locator, type Page } from '@playwright/test'
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import { e2eEnv } from './env'

/** Page object for the Beta Testing Panel, reached from the admin's dashboard. */
export class BetaAdminPanel {
  constructor(readonly page: Page) {}

  get heading(): Locator {
    return this.page.getByRole('heading', { level: 1, name: 'Beta Testing Panel' })
  }

  list(name: 'Active Codes' | 'Used Codes' | 'Inactive Codes'): Locator {
    return this.page.getByRole('region', { name: new RegExp(`^${name}`) })
  }

  /** The number shown under a count label (Active, Used, Inactive, Total). */
  async count(label: 'Active' | 'Used' | 'Inactive' | 'Total'): Promise<number> {
    const value = this.page
      .locator('dt', { hasText: new RegExp(`^${label}$`) })
      .locator('xpath=following-sibling::dd[1]')
    await expect(value).toHaveText(/^\d+$/)
    return Number(await value.textContent())
  }

  async open(): Promise<void> {
    await this.page.getByRole('button', { name: 'Beta Admin Panel' }).click()
    await expect(this.heading).toBeVisible()
    await expect(this.list('Active Codes')).toBeVisible()
  }

  /** Generates a code and returns it (the first entry of the active list). */
  async generate(): Promise<string> {
    const before = await this.codes('Active Codes')
    await this.page.getByRole('button', { name: 'Generate New Code' }).click()
    await expect.poll(async () => (await this.codes('Active Codes')).length).toBe(before.length + 1)
    const [code] = await this.codes('Active Codes')
    expect(code).toMatch(/^[A-Z0-9]{8}$/)
    expect(before).not.toContain(code)
    return code!
  }

  /** The codes of one list, top to bottom. */
  async codes(name: 'Active Codes' | 'Used Codes' | 'Inactive Codes'): Promise<string[]> {
    const items = this.list(name).getByRole('listitem')
    const texts = await items.locator('p.font-mono').allTextContents()
    return texts.map((text) => text.trim())
  }

  item(name: 'Active Codes' | 'Used Codes' | 'Inactive Codes', code: string): Locator {
    return this.list(name).getByRole('listitem').filter({ hasText: code })
  }

  async deactivate(code: string): Promise<void> {
    await this.page.getByRole('button', { name: `Deactivate ${code}` }).click()
    const dialog = this.page.getByRole('dialog', { name: `Deactivate ${code}?` })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: 'Deactivate' }).click()
    await expect(dialog).toBeHidden()
  }
}

/** Node 20 has no WebSocket and these calls never use realtime: fail loudly if one tries. */
class NoRealtime {
  constructor() {
    throw new Error('realtime is not served by the local backend')
  }
}

/** A supabase-js client against the e2e backend, as any visitor's browser could make one. */
export function backendClient(): SupabaseClient {
  return createClient(e2eEnv.backendUrl, e2eEnv.anonKey, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
    realtime: { transport: NoRealtime as never },
  })
}
