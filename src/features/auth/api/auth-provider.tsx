import type { Session } from '@/lib/supabase'
import {
  createContext,
  startTransition,
  useContext,
  useEffect,
  useState,
  type ReactNode,
} from 'react'
import { configuredSupabaseUrl, LOCAL_SUPABASE_URL } from '@/config/env-values'
import { toAppUser, type AppUser } from '../model/user'
import { loadSupabase, onSupabaseLoaded, signOut } from './auth-api'

export { signOut }

export type AuthState =
  | { status: 'loading'; user: null; session: null }
  | {
      status: 'signed-out'
      user: null
      session: null
      /** Signed out by the student's own Logout: nothing asks them to sign in again. */
      chosen?: boolean
    }
  | { status: 'signed-in'; user: AppUser; session: Session }

const loadingState: AuthState = { status: 'loading', user: null, session: null }

function fromSession(session: Session | null, chosen = false): AuthState {
  return session
    ? { status: 'signed-in', user: toAppUser(session.user), session }
    : { status: 'signed-out', user: null, session: null, chosen }
}

const AuthContext = createContext<AuthState>(loadingState)

/** The module that follows the client's auth events: needed as soon as the client is loaded. */
const loadFollowSession = () => import('./follow-session')

/** Where supabase-js keeps the session: sb-<first label of the project host>-auth-token. */
const supabaseUrl = configuredSupabaseUrl(import.meta.env) ?? LOCAL_SUPABASE_URL
const sessionKey = `sb-${new URL(supabaseUrl).hostname.split('.')[0]}-auth-token`

function hasStoredSession(): boolean {
  try {
    return localStorage.getItem(sessionKey) !== null
  } catch {
    return false
  }
}

/**
 * Starts loading what a stored session needs, when this device keeps one (false when it keeps
 * none): the Supabase client and the module that follows its events, together (one after the
 * other, the second waited for the first, and an installed app's cold start offline draws nothing
 * signed in before both). start-router.tsx calls it beside the route's files.
 */
export function loadStoredSession(): boolean {
  if (!hasStoredSession()) return false
  void loadFollowSession()
  void loadSupabase()
  return true
}

/**
 * The id of the student whose session this device keeps, read without loading supabase-js (it
 * stores the session as JSON with its user); undefined when none is stored or it cannot be read.
 */
export function storedSessionUserId(): string | undefined {
  try {
    const stored: unknown = JSON.parse(localStorage.getItem(sessionKey) ?? 'null')
    const id = (stored as { user?: { id?: unknown } } | null)?.user?.id
    return typeof id === 'string' ? id : undefined
  } catch {
    return undefined
  }
}

/**
 * The session's state, from Supabase's auth events once the client is loaded (follow-session.ts,
 * loaded with it). supabase-js keeps the session in localStorage and relays changes made in other
 * tabs, so a sign-out in one tab signs out the others; it refreshes an expiring session itself
 * (retrying 5xx with backoff from 200 ms) and drops the session when a refresh fails for good,
 * which arrives here as a sign-out.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>(loadingState)
  useEffect(() => {
    let following: Promise<(() => void) | undefined> | undefined
    let stopped = false
    // Subscribes once, whoever loads the client first (this provider, the sign-in dialog or a
    // token page).
    const stopWaiting = onSupabaseLoaded((supabase) => {
      following ??= loadFollowSession().then(({ followSession }) =>
        stopped
          ? undefined
          : followSession(supabase, (session, chosenSignOut) =>
              setState(fromSession(session, chosenSignOut)),
            ),
      )
    })
    // With no stored session the visitor is signed out, and the Supabase client (about 50 KB)
    // waits until they open the sign-in dialog: the landing page stays light. A session stored
    // by another tab loads it at once.
    // In a transition: this is the first update after hydration, and it reaches every Suspense
    // boundary still dehydrated (a lazy part of a public page waiting for its code). An urgent
    // update there makes React drop the boundary's server HTML for its fallback until the code
    // is in (a post's body did, when it was lazy: CLS 0.73); a transition waits for the code and
    // swaps the part in one commit.
    if (!loadStoredSession()) startTransition(() => setState(fromSession(null)))
    window.addEventListener('storage', loadStoredSession)
    return () => {
      stopWaiting()
      stopped = true
      void following?.then((unsubscribe) => unsubscribe?.())
      window.removeEventListener('storage', loadStoredSession)
    }
  }, [])
  return <AuthContext value={state}>{children}</AuthContext>
}

export function useAuth(): AuthState {
  return useContext(AuthContext)
}
