import type { SourcePassage } from '@/lib/source'
import type { AiClient, ChatMessage } from '@/lib/ai/client'
import type { AiPurpose } from '@/lib/ai/errors'
import type { StreamCallOptions } from '@/study-engine/types'
import type { SourceChunk } from './chunk-source'
import type { NotesCache } from './run-helpers'
import type { WindowState } from './window-budget'

/** What a long-source run needs from the engine that runs it (see long-source-purposes.ts). */
export interface LongSourceDeps {
  /** Notes requests go straight to the client: its errors must stay ProviderErrors here. */
  client: AiClient
  /** The engine's own streamed request (throttled onText, AppErrors), for the final guide. */
  stream: (purpose: AiPurpose, chat: ChatMessage[], options: StreamCallOptions) => Promise<string>
  /** The window to plan with; shrinks for good when the provider refuses a request as too long. */
  state: WindowState
  cache: NotesCache
  /** Part plans by source, so a retry reads the same parts (and hits the cache). */
  plans: Map<string, SourceChunk[]>
  /** Parallel notes requests; 4 unless a test says otherwise. */
  concurrency?: number
}

/** One part of a guide's source material, by where it starts and ends. */
export type Where = Pick<SourcePassage, 'file' | 'anchor'>

export interface SpanBlock {
  first: Where
  last: Where
  text: string
}
