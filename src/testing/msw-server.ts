import { setupServer } from 'msw/node'

/** The one msw server of component tests; tests add handlers with `server.use(...)`. */
export const server = setupServer()
