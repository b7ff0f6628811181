import { defineConfig, devices } from '@playwright/test'
import { e2eEnv, ports } from './tests/e2e/support/env'
import { chromiumArgs, e2eChromiumExecutable } from './tests/support/chromium'

/**
 * E2E against the built app (vite preview), the embedded local backend on a fresh database,
 * the fake OpenAI-compatible server and a webhook capture server. The app is built with no AI
 * variables, so its default engine is the offline one; AI tests point the user's provider
 * settings at the fake server. A second build (VITE_AI_VIA_SUPABASE=true) serves
 * edge-functions.spec.ts, whose AI goes through the backend's ai Edge Function (real Deno) to
 * the fake server.
 */
export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: `test-results/e2e-${e2eEnv.offset}`,
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    baseURL: e2eEnv.appUrl,
    // CI records a trace only for a failed test's retry: a trace of every test cost about a fifth
    // of the suite's CPU on 2 cores (session 60: two files 118 s -> 96 s). A test that fails, then
    // fails again, keeps its retry's trace; its first failure keeps its screenshot and error.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    ...devices['Desktop Chrome'],
    launchOptions: {
      executablePath: e2eChromiumExecutable,
      args: chromiumArgs,
    },
  },
  webServer: [
    {
      command: 'npx tsx supabase/local/main.ts',
      url: `${e2eEnv.backendUrl}/auth/v1/health`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: {
        LOCAL_BACKEND_PORT: String(ports.backend),
        LOCAL_INBOX_PORT: String(ports.inbox),
        LOCAL_DB_DIR: e2eEnv.dbDir,
        LOCAL_SITE_URL: e2eEnv.appUrl,
        // The second build (edge-functions.spec.ts) and the build installed.spec.ts serves again
        // to publish a new version are app pages of their own origins.
        LOCAL_ALLOWED_ORIGINS: [e2eEnv.appEdgeUrl, e2eEnv.appUpdateUrl].join(','),
        LOCAL_FRESH: '1',
        // The ai Edge Function's secrets: the fake server is its provider (edge-functions.spec.ts).
        AI_BASE_URL: e2eEnv.aiBaseUrl,
        AI_API_KEY: e2eEnv.serverAiKey,
        AI_MODEL: 'gpt-4',
        AI_DAILY_TOKENS_PER_USER: '1000000',
        AI_DAILY_TOKENS_ANONYMOUS: '1000000',
        AI_DAILY_TOKENS_ANONYMOUS_TOTAL: '10000000',
        // The source function asks the fake provider's YouTube stand-in, never YouTube.
        SOURCE_YOUTUBE_BASE: `${e2eEnv.aiControlUrl}/youtube`,
        AI_SPEECH_MODEL: 'server-tts',
      },
    },
    {
      command: `npx tsx tests/support/fake-openai.ts --port ${ports.ai}`,
      url: `${e2eEnv.aiControlUrl}/__requests`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx tsx tests/support/capture-server.ts --port ${ports.webhook}`,
      url: `${e2eEnv.webhookControlUrl}/__captured`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npx vite build --outDir ${e2eEnv.distDir} --emptyOutDir && npx vite preview --outDir ${e2eEnv.distDir} --port ${ports.app} --strictPort`,
      url: e2eEnv.appUrl,
      reuseExistingServer: false,
      timeout: 240_000,
      env: {
        VITE_SUPABASE_URL: e2eEnv.backendUrl,
        VITE_SUPABASE_ANON_KEY: e2eEnv.anonKey,
        VITE_FEEDBACK_WEBHOOK_URL: e2eEnv.webhookUrl,
        // The pseudo-locale can be asked for (pseudo-locale.spec.ts); a production build lacks it.
        VITE_PSEUDO_LOCALE: 'true',
        PREVIEW_UNCOMPRESSED: '1',
        VITE_AI_BASE_URL: '',
        VITE_AI_API_KEY: '',
        VITE_AI_MODEL: '',
      },
    },
    {
      // The same app with AI through the ai Edge Function: no key anywhere in the build.
      command: `npx vite build --outDir ${e2eEnv.edgeDistDir} --emptyOutDir && npx vite preview --outDir ${e2eEnv.edgeDistDir} --port ${ports.appEdge} --strictPort`,
      url: e2eEnv.appEdgeUrl,
      reuseExistingServer: false,
      timeout: 240_000,
      env: {
        VITE_SUPABASE_URL: e2eEnv.backendUrl,
        VITE_SUPABASE_ANON_KEY: e2eEnv.anonKey,
        VITE_FEEDBACK_WEBHOOK_URL: '',
        VITE_AI_VIA_SUPABASE: 'true',
        PREVIEW_UNCOMPRESSED: '1',
        VITE_AI_BASE_URL: '',
        VITE_AI_API_KEY: '',
        VITE_AI_MODEL: '',
      },
    },
  ],
})
