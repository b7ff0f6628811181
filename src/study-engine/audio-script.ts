import { readerLanguage } from './text/reader-language'
import type { AudioScriptInput, AudioScriptLine, CallOptions, StudyEngine } from './types'

/**
 * An audio overview's script: the engine's model writes it when it has one (one request);
 * otherwise the offline engine's plainer script from the guide's sections, loaded on demand.
 */
export async function writeAudioScript(
  engine: StudyEngine,
  input: AudioScriptInput,
  options?: CallOptions,
): Promise<AudioScriptLine[]> {
  if (engine.writeAudioScript) return engine.writeAudioScript(input, options)
  const { offlineAudioScript } = await import('./offline/audio-script')
  return offlineAudioScript(input, readerLanguage())
}
