import { useEffect, useState, type ComponentType } from 'react'
import { namedText } from '@/lib/i18n/error-text'

/**
 * What a part whose code could not be fetched with no connection shows in its place (a chunk the
 * service worker does not precache, or a page it does not control yet): 'You are offline. This
 * needs a connection.' in the student's language, the rest of the page kept; once the connection
 * returns, the part is fetched again and shown.
 */
export function offlinePart<Props extends object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): ComponentType<Props> {
  return function OfflinePart(props: Props) {
    const [Loaded, setLoaded] = useState<ComponentType<Props> | null>(null)
    useEffect(() => {
      const retry = () => {
        load().then(
          (module) => setLoaded(() => module.default),
          (error: unknown) => console.warn('The part still could not be loaded', error),
        )
      }
      window.addEventListener('online', retry)
      return () => window.removeEventListener('online', retry)
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
