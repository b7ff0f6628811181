import {
  createBrowserRouter,
  matchRoutes,
  Navigate,
  type LazyRouteFunction,
  type RouteObject,
} from 'react-router-dom'
import { paths } from '@/config/paths'
import { withFooter } from './route-handle'
import { RootLayout } from './routes/root-layout'
import { RouteError } from './routes/route-error'

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
            lazy: async () => {
              const { RequireAuth, offlineCopyRestored } = await import('./routes/require-auth')
              await offlineCopyRestored()
              return { Component: RequireAuth }
            },
            children: [
              {
                path: paths.dashboard,
                lazy: async () => ({
                  Component: (await import('./routes/dashboard-route')).DashboardRoute,
                }),
              },
              {
                path: paths.guidePattern,
                lazy: async () => ({
                  Component: (await import('./routes/guide-route')).GuideRoute,
                }),
              },
              {
                path: paths.today,
                lazy: async () => ({
                  Component: (await import('./routes/today-route')).TodayRoute,
                }),
              },
              {
                path: paths.settings,
                lazy: async () => ({
                  Component: (await import('./routes/settings-route')).SettingsRoute,
                }),
              },
            ],
          },
          {
            // Open to anyone with the link, signed in or not.
            path: paths.sharedPattern,
            lazy: async () => ({
              Component: (await import('./routes/shared-guide-route')).SharedGuideRoute,
            }),
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
