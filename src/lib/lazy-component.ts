// eslint-disable-next-line no-restricted-imports -- the one place React.lazy is called
import { lazy, type ComponentType } from 'react'

/** The component modules being fetched right now. */
const loading = new Set<Promise<unknown>>()

/**
 * React.lazy, counting the load while it is under way: a component whose code comes on demand.
 * The app's only way to make one, so that `componentsLoaded` knows every load.
 */
// React.lazy's own type parameter: any component type.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function lazyComponent<Component extends ComponentType<any>>(
  load: () => Promise<{ default: Component }>,
) {
  return lazy(() => {
    const module = loadOrOffline(load)
    loading.add(module)
    const done = () => loading.delete(module)
    module.then(done, done)
    return module
  })
}

/**
 * A component module fetched on demand (a lazy part, a route's module in router.tsx). When its
 * code cannot be fetched offline (not precached, or an older version's file the new worker
 * deleted), the part that says so comes in its place and the page stays
 * (lib/offline-part.tsx, itself precached); online, the failure goes on to the error screen.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function loadOrOffline<Component extends ComponentType<any>>(
  load: () => Promise<{ default: Component }>,
): Promise<{ default: Component }> {
  return load().catch((error: unknown) => whenOffline(load, error))
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function whenOffline<Component extends ComponentType<any>>(
  load: () => Promise<{ default: Component }>,
  error: unknown,
): Promise<{ default: Component }> {
  if (navigator.onLine) throw error
  const { offlinePart } = await import('./offline-part').catch(() => {
    throw error
  })
  return { default: offlinePart(load) as Component }
}

/**
 * Resolves once no component's code is being fetched, including any that a fetched component
 * starts. Tests wait for it before they end, so a chunk that arrives late finishes loading in its
 * own test rather than in the next one.
 */
export async function componentsLoaded(): Promise<void> {
  while (loading.size > 0) await Promise.allSettled([...loading])
}

/** Whether some component's code is being fetched right now. */
export function componentsLoading(): boolean {
  return loading.size > 0
}
