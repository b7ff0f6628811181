import { onlineManager, QueryClientProvider } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { queryClient } from './query-client'

/**
 * TanStack Query hears 'online' and 'offline' only while a query client is mounted: on a page
 * with none (the landing page before its create panel is reached) a connection that came back
 * goes unheard, and every query would stay paused ('Loading your cards…' for good). A mount
 * while the browser is online again says so. (A page opened offline is query-client.ts's case.)
 */
function catchUpWithAConnectionBack() {
  if (navigator.onLine !== false && !onlineManager.isOnline()) onlineManager.setOnline(true)
  return true
}

/** Server-data context for the screens that read or change server data. */
export function DataProvider({ children }: { children: ReactNode }) {
  useState(catchUpWithAConnectionBack)
  return <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
}
