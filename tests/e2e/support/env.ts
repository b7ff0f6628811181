/**
 * Where the e2e servers listen. E2E_PORT_OFFSET moves every port, so several runs (or a dev
 * server on the default ports) never collide. playwright.config.ts starts the servers.
 */
const offset = Number(process.env.E2E_PORT_OFFSET ?? 0)

export const ports = {
  app: 4173 + offset,
  /** The app built with VITE_AI_VIA_SUPABASE=true (edge-functions.spec.ts). */
  appEdge: 4183 + offset,
  /** The e2e build served again by installed.spec.ts, which publishes a new version on it. */
  appUpdate: 4193 + offset,
  backend: 55421 + offset,
  inbox: 55424 + offset,
  ai: 55410 + offset,
  webhook: 55430 + offset,
}

export const e2eEnv = {
  offset,
  appUrl: `http://127.0.0.1:${ports.app}`,
  backendUrl: `http://127.0.0.1:${ports.backend}`,
  inboxUrl: `http://127.0.0.1:${ports.inbox}`,
  /** Base URL of the fake OpenAI-compatible server, as a provider setting expects it. */
  aiBaseUrl: `http://127.0.0.1:${ports.ai}/v1`,
  aiControlUrl: `http://127.0.0.1:${ports.ai}`,
  webhookUrl: `http://127.0.0.1:${ports.webhook}/webhook`,
  webhookControlUrl: `http://127.0.0.1:${ports.webhook}`,
  anonKey:
    'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0',
  appEdgeUrl: `http://127.0.0.1:${ports.appEdge}`,
  appUpdateUrl: `http://127.0.0.1:${ports.appUpdate}`,
  /** The AI key only the backend's ai Edge Function holds (it must never reach the browser). */
  serverAiKey: 'e2e-server-key-not-a-secret',
  /** The build's output folder for this offset. */
  distDir: `dist-e2e-${offset}`,
  edgeDistDir: `dist-e2e-edge-${offset}`,
  dbDir: `.local-db/e2e-${offset}`,
}
