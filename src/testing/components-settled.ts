import { act } from '@testing-library/react'
import { componentsLoaded, componentsLoading } from '@/lib/lazy-component'

/**
 * Waits, inside act, until no component's code is loading, and again after each re-render: a
 * load that arrives re-renders its boundary as act ends, which can start the next one (React
 * renders the lazy children of one Suspense boundary one after another, as the page shell's
 * feedback button and update notice). A load left running would arrive in the next test, outside
 * act ('A suspended resource finished loading inside a test…').
 */
export async function componentsSettled(): Promise<void> {
  do await act(componentsLoaded)
  while (componentsLoading())
}
