import { createContext, useContext, type ReactNode } from 'react'
import type { SourcePassage } from '@/lib/source'

/**
 * Where the source viewer gets a guide's passages: the guide view provides it (in memory for a
 * guide just generated, fetched once for a saved one), so the quiz, flashcards and tutor inside
 * it show passages without knowing where guides are kept.
 */
export type SourceLoader = () => Promise<readonly SourcePassage[] | undefined>

const noSource: SourceLoader = async () => undefined

const SourceLoaderContext = createContext<SourceLoader>(noSource)

export function SourceLoaderProvider({
  load,
  children,
}: {
  load: SourceLoader
  children: ReactNode
}) {
  return <SourceLoaderContext.Provider value={load}>{children}</SourceLoaderContext.Provider>
}

export function useSourceLoader(): SourceLoader {
  return useContext(SourceLoaderContext)
}
