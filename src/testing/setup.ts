import '@testing-library/jest-dom/vitest'
import 'fake-indexeddb/auto'
import { IDBFactory } from 'fake-indexeddb'
import { cleanup, configure } from '@testing-library/react'
import { afterAll, afterEach, beforeAll, beforeEach, vi, type MockInstance } from 'vitest'
import { activateLanguage } from '@/lib/i18n/i18n'
import { resetReachability } from '@/lib/reachability'
import { toast } from '@/lib/toast'
import { componentsSettled } from './components-settled'
import { backendRequests, closeLocalBackend } from './local-backend'
import { server } from './msw-server'

// Lazy routes and chunks resolve slower on a busy CI machine than the default 1 s allows.
configure({ asyncUtilTimeout: 5_000 })

// jsdom lacks layout and scrolling; these are environment gaps, not app behaviour.
window.scrollTo = () => {}
Element.prototype.scrollIntoView = function scrollIntoView() {}
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterAll(async () => {
  server.close()
  await closeLocalBackend()
})

// A console.error during a test is a bug: collect them and fail the test.
let consoleErrorSpy: MockInstance<typeof console.error>
let consoleErrors: unknown[][] = []
beforeEach(() => {
  consoleErrors = []
  consoleErrorSpy = vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
    consoleErrors.push(args)
  })
})

afterEach(async () => {
  // A component still loading its code would finish in the next test, outside act: wait for it.
  await componentsSettled()
  cleanup()
  // Tests share modules: one that switched the interface language leaves English to the next.
  await activateLanguage('en')
  server.resetHandlers()
  // A test whose backend failed leaves the next one reaching it (and no probe running on).
  resetReachability()
  backendRequests.length = 0
  toast.clear()
  localStorage.clear()
  sessionStorage.clear()
  // jsdom has no IndexedDB; each test starts with an empty one (unsaved work lives there).
  globalThis.indexedDB = new IDBFactory()
  consoleErrorSpy.mockRestore()
  if (consoleErrors.length > 0) {
    const text = consoleErrors.map((args) => args.map(String).join(' ')).join('\n')
    throw new Error(`console.error was called during the test:\n${text}`)
  }
})
