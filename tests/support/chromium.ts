import { chromium, type Browser } from '@playwright/test'

/** Debian's Chromium: Playwright never downloads a browser here. */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

/**
 * The e2e tests' browser: E2E_CHROMIUM_PATH, else the Chromium above. CI gives it Chromium's
 * headless shell, the same Chromium in old headless mode at about a fifth less CPU per test
 * (decision 025). The shell cannot record sound, so the specs that record from the fake
 * microphone (fakeMicrophoneLaunch) launch the Chromium above.
 */
export const e2eChromiumExecutable = process.env.E2E_CHROMIUM_PATH ?? chromiumExecutable

/**
 * Flags that let headless Chromium run as root on a closed network without trying to reach
 * Google's services at every start.
 */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]

/** Headless Chromium for the benchmarks (e2e tests get the same settings from playwright.config). */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumExecutable, args: chromiumArgs })
}
