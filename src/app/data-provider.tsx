import { onlineManager, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { queryClient } from './query-client'

/**
 * TanStack Query hears 'online' and 'offline' only while a query client is mounted: a page with
 * none (the landing page before its create panel is reached) misses them, and a connection that
 * came back then would leave every query paused. Each mount starts from the browser's own state.
 */
function startFromTheBrowsersConnection() {
  onlineManager.setOnline(navigator.onLine !== false)
  return true
}

/** Server-data context for the screens that read or change server data. */
export function DataProvider({ children }: { children: ReactNode }) {
  useState(startFromTheBrowsersConnection)
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
