import { availableParallelism } from 'node:os'
import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { configDefaults, defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    // Vitest's default leaves one core to its main process, which is idle while files run: on the
    // 2-core CI machine that halves the suite's speed (4 min 26 s with one worker, 3 min 43 s with two
    // on the same machine while it was busy with other work).
    maxWorkers: availableParallelism(),
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
          isolate: false,
          testTimeout: 15_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.tsx', 'src/**/*.dom.test.ts'],
          setupFiles: ['src/testing/setup.ts'],
          globalSetup: ['src/testing/global-setup.ts'],
          // A file's first test loads its own copy of the database (about 1 s idle, over 5 s on
          // a busy 2-core machine): the default 5 s would fail it for load, not for behaviour.
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
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
