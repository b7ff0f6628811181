import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'
import { compiledCatalogues } from './scripts/compiled-catalogues.ts'
import { compiledPosts } from './scripts/compiled-posts.ts'
import WorkerKeepingSequencer from './tests/support/worker-keeping-sequencer.ts'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

export default defineConfig({
  plugins: [react(), compiledCatalogues(), compiledPosts()],
  resolve: { alias },
  test: {
    // Keeps each project's files of one environment together, so workers are reused from file to
    // file instead of restarting around the few jsdom files.
    sequence: { sequencer: WorkerKeepingSequencer },
    // CSS is skipped in tests, but the HTML export reads KaTeX's stylesheet as text (?raw).
    css: { include: [/katex\.min\.css/] },
    // Vitest's default leaves one core to its main process, which is idle while files run: on the
    // 2-core CI machine that halves the suite's speed (4 min 26 s with one worker, 3 min 43 s with two
    // on the same machine while it was busy with other work).
    maxWorkers: availableParallelism(),
    // (npm test under 4 minutes on 2 cores). Pure-logic files run in 'logic' (plain Node);
    // component tests run on happy-dom in one module graph per worker ('app', isolate: false): the
    // same 531 component tests took 138 s of CPU (user) instead of 418 s on jsdom with a fresh
    // worker per file, measured back to back on the same busy machine. A worker loads the seeded
    // database once; after each file its rows go back to the seed's (src/testing/seed-reset.ts).
    projects: [
      {
        extends: true,
        test: {
          name: 'logic',
          environment: 'node',
          globals: true,
          include: ['src/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'src/**/*.dom.test.ts'],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          // These files keep no state between files (they pass in one shared module graph).
          isolate: false,
          // PDF extraction tests take over 5 s on a busy 2-core machine.
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'happy-dom',
          // Files share the app's modules (its Supabase client, query client, toasts): setup.ts
          // resets what a test leaves behind, as it does between the tests of one file.
          isolate: false,
          globals: true,
          // Tests that need the browser: components (.tsx), and .ts tests of code that uses the DOM,
          // storage, msw or the local backend, named *.dom.test.ts.
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
          setupFiles: ['src/testing/setup.ts'],
          globalSetup: ['src/testing/global-setup.ts'],
          // A worker's first test loads the seeded database (about 1 s idle, over 5 s on a busy
          // 2-core machine): the default 5 s would fail it for load, not for behaviour.
          testTimeout: 15_000,
          // Component tests capture the feedback webhook with msw at this address.
          env: { VITE_FEEDBACK_WEBHOOK_URL: 'https://hooks.example.test/feedback' },
        },
      },
      {
        extends: true,
        test: {
          name: 'node',
          environment: 'node',
          globals: true,
          include: [
            'eslint.config.test.ts',
            'tests/db/**/*.test.ts',
            'tests/contract/**/*.test.ts',
            'supabase/local/**/*.test.ts',
            'tests/support/**/*.test.ts',
          ],
          setupFiles: ['tests/support/fail-on-console-error.ts'],
          // Files run in parallel: each has its own PGlite, temporary data dir, backend on port 0
          // or throwaway PostgreSQL database (tests/db/support/postgres.ts).
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
