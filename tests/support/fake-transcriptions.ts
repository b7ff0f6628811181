import type { IncomingMessage } from 'node:http'
import { recognise, verboseJson } from './pocketsphinx'

/**
 * The test AI server's `POST /v1/audio/transcriptions`: the multipart upload OpenAI takes (file,
 * model, response_format, timestamp_granularities[]), really recognised by pocketsphinx, answered
 * as OpenAI answers: verbose_json with segments (and words when asked), json, or text.
 */
export interface TranscriptionRequest {
  model: string
  responseFormat: string
  granularities: string[]
  fileName: string
  bytes: number
}

export async function readTranscriptionRequest(
  req: IncomingMessage,
): Promise<{ request: TranscriptionRequest; audio: Uint8Array }> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const form = await new Response(Buffer.concat(chunks), {
    headers: { 'content-type': req.headers['content-type'] ?? '' },
  }).formData()
  const file = form.get('file')
  if (!(file instanceof Blob)) throw new Error('no file in the transcription request')
  const audio = new Uint8Array(await file.arrayBuffer())
  return {
    request: {
      model: String(form.get('model') ?? ''),
      responseFormat: String(form.get('response_format') ?? 'json'),
      granularities: form.getAll('timestamp_granularities[]').map(String),
      fileName: file instanceof File ? file.name : 'audio',
      bytes: audio.length,
    },
    audio,
  }
}

export async function transcriptionAnswer(
  request: TranscriptionRequest,
  audio: Uint8Array,
): Promise<{ contentType: string; body: string }> {
  const utterances = await recognise(audio)
  const verbose = verboseJson(utterances, request.granularities.includes('word'))
  switch (request.responseFormat) {
    case 'verbose_json':
      return { contentType: 'application/json', body: JSON.stringify(verbose) }
    case 'text':
      return { contentType: 'text/plain', body: verbose.text }
    default:
      return { contentType: 'application/json', body: JSON.stringify({ text: verbose.text }) }
  }
}
