import { useEffect, useState, type ComponentType } from 'react'
import { namedText } from '@/lib/i18n/error-text'

/** Fetches after the connection returns, a second apart: the first can come before the network. */
const RETRIES = 5
const RETRY_MS = 1_000

/**
 * What a part whose code could not be fetched with no connection shows in its place (a chunk the
 * service worker does not precache, or a page it does not control yet): 'You are offline. This
 * needs a connection.' in the student's language, the rest of the page kept; once the connection
 * returns, the part is fetched again and shown (tried up to RETRIES times: the browser says
 * `online` before every request can go through).
 */
export function offlinePart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  return function OfflinePart(props: Props) {
    const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null)
    useEffect(() => {
      let timer: ReturnType<typeof setTimeout> | undefined
      const retry = (left = RETRIES) => {
        clearTimeout(timer)
        load().then(
          (module) => setLoaded(() => module.default),
          (error: unknown) => {
            if (left > 1 && navigator.onLine) timer = setTimeout(() => retry(left - 1), RETRY_MS)
            else console.warn('The part still could not be loaded', error)
          },
        )
      }
      const online = () => retry()
      window.addEventListener('online', online)
      return () => {
        clearTimeout(timer)
        window.removeEventListener('online', online)
      }
    }, [])
    if (Loaded) return <Loaded {...props} />
    // Styled as the error Alert (components/ui, which lib may not import).
    return (
      <p
        role="alert"
        className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
      >
        {namedText('offline')}
      </p>
    )
  }
}
