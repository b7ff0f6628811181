import { setupServer } from 'msw/node'
import { localBackendHandler } from './local-backend'

/**
 * The one msw server of component tests. Supabase requests reach the local backend
 * (local-backend.ts); tests add handlers with `server.use(...)`, e.g. to answer one request
 * with an error.
 */
export const server = setupServer(localBackendHandler)
