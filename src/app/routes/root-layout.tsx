import { useMemo } from 'react'
import { Outlet, ScrollRestoration, useLocation, useMatches, useNavigate } from 'react-router-dom'
import { wantsFooter } from '../route-handle'
import { PageShell } from './page-shell'

/** The app's layout under React Router: its location and navigation reach the pages through the shell. */
export function RootLayout() {
  const location = useLocation()
  const navigate = useNavigate()
  const navigation = useMemo(() => ({ location, navigate }), [location, navigate])
  const footer = wantsFooter(useMatches().map((match) => match.handle))
  return (
    <>
      <PageShell navigation={navigation} footer={footer}>
        <Outlet />
      </PageShell>
      <ScrollRestoration />
    </>
  )
}
