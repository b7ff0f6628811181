import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  type LazyRouteFunction,
  type RouteObject,
} from 'react-router-dom'
import type { ComponentType } from 'react'
import { paths } from '@/config/paths'
import { loadOrOffline } from '@/lib/lazy-component'
import { withFooter } from './route-handle'
import { RootLayout } from './routes/root-layout'
import { RouteError } from './routes/route-error'

/**
 * A study route's component, its module fetched on demand. Offline, a module that cannot be
 * fetched (not in the precache, or an older version's file a new worker has deleted while this
 * tab still runs the old one) shows 'You are offline. This needs a connection.' in its place,
 * under the header, and the route itself once the connection returns (lazy-component.ts), not
 * the error screen.
 */
function studyRoute(load: () => Promise<ComponentType>): LazyRouteFunction<RouteObject> {
  return async () => {
    // Fetched now, while online: until the service worker has installed (a first visit, a phone's
    // slow precache) nothing is cached, and the part that says a module cannot be fetched offline
    // would itself be fetched then (lazy-component.ts): the error screen came instead.
    void import('@/lib/offline-part').catch((error: unknown) =>
      console.warn('The offline part could not be fetched ahead', error),
    )
    const { default: Component } = await loadOrOffline(async () => ({ default: await load() }))
    return { Component }
  }
}

/** Every route module is loaded on demand, so a page ships only what it uses. */
export const routes: RouteObject[] = [
  {
    element: <RootLayout />,
    errorElement: <RouteError />,
    // Until the first lazy route module arrives (a blink) nothing is drawn, as before; declaring
    // it keeps React Router from warning in the console at every start.
    HydrateFallback: () => null,
    children: [
      {
        errorElement: <RouteError />,
        children: [
          {
            index: true,
            handle: withFooter,
            lazy: async () => ({
              Component: (await import('./routes/landing-route')).LandingRoute,
            }),
          },
          {
            // Signed-in routes; this layout also brings the query cache, and opened offline, the
            // student's offline copy before the first render (the route's files load meanwhile).
            lazy: studyRoute(async () => {
              const { RequireAuth, offlineCopyRestored } = await import('./routes/require-auth')
              await offlineCopyRestored()
              return RequireAuth
            }),
            children: [
              {
                path: paths.dashboard,
                lazy: studyRoute(
                  async () => (await import('./routes/dashboard-route')).DashboardRoute,
                ),
              },
              {
                path: paths.guidePattern,
                lazy: studyRoute(async () => (await import('./routes/guide-route')).GuideRoute),
              },
              {
                path: paths.today,
                lazy: studyRoute(async () => (await import('./routes/today-route')).TodayRoute),
              },
              {
                path: paths.settings,
                lazy: studyRoute(
                  async () => (await import('./routes/settings-route')).SettingsRoute,
                ),
              },
            ],
          },
          {
            // Open to anyone with the link, signed in or not.
            path: paths.sharedPattern,
            lazy: studyRoute(
              async () => (await import('./routes/shared-guide-route')).SharedGuideRoute,
            ),
          },
          {
            path: paths.blog,
            handle: withFooter,
            lazy: async () => ({ Component: (await import('./routes/blog-route')).BlogRoute }),
          },
          {
            path: `${paths.blog}/:slug`,
            handle: withFooter,
            lazy: async () => ({
              Component: (await import('./routes/blog-post-route')).BlogPostRoute,
            }),
          },
          {
            path: paths.resetPassword,
            lazy: async () => ({
              Component: (await import('./routes/reset-password-route')).ResetPasswordRoute,
            }),
          },
          {
            path: paths.confirmEmail,
            lazy: async () => ({
              Component: (await import('./routes/confirm-email-route')).ConfirmEmailRoute,
            }),
          },
          { path: '*', element: <Navigate to={paths.home} replace /> },
        ],
      },
    ],
  },
]

/** Loads the lazy modules of the routes `location` matches, as if the router had navigated there. */
export async function loadMatchedRoutes(location: { pathname: string }): Promise<void> {
  const matches = matchRoutes(routes, location) ?? []
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return
      const loaded = await (route.lazy as LazyRouteFunction<RouteObject>)()
      Object.assign(route, loaded, { lazy: undefined })
    }),
  )
}

/**
 * `hydrating`: the page was prerendered and its routes are loaded (loadMatchedRoutes); having
 * no loaders, the router starts as loaded and renders them at once, as the HTML shows them.
 */
export function createAppRouter(hydrating = false) {
  return createBrowserRouter(routes, hydrating ? { hydrationData: { loaderData: {} } } : {})
}
