import { createBrowserRouter, Navigate, type RouteObject } from 'react-router-dom'
import { paths } from '@/config/paths'
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
            lazy: async () => ({
              Component: (await import('./routes/landing-route')).LandingRoute,
            }),
          },
          {
            // Signed-in routes; this layout also brings the query cache.
            lazy: async () => ({ Component: (await import('./routes/require-auth')).RequireAuth }),
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
            path: paths.blog,
            lazy: async () => ({ Component: (await import('./routes/blog-route')).BlogRoute }),
          },
          {
            path: `${paths.blog}/:slug`,
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

export function createAppRouter() {
  return createBrowserRouter(routes)
}
