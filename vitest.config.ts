import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const alias = { '@': fileURLToPath(new URL('./src', import.meta.url)) }

export default defineConfig({
  plugins: [react()],
  resolve: { alias },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'app',
          environment: 'jsdom',
          globals: true,
          include: ['src/**/*.test.{ts,tsx}'],
          setupFiles: ['src/testing/setup.ts'],
          globalSetup: ['src/testing/global-setup.ts'],
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
