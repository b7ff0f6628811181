import { fileExtension } from '../file-kind'

/**
 * Recordings the upload takes: audio (.mp3 .m4a .aac .wav .ogg .opus .webm .flac) and video
 * (.mp4 .webm .mov), whose sound is transcribed. Their limits are their own: 500 MB and 3 hours a
 * file (documents keep theirs).
 */
export const RECORDING_EXTENSIONS = [
  'mp3',
  'm4a',
  'aac',
  'wav',
  'ogg',
  'opus',
  'webm',
  'flac',
  'mp4',
  'mov',
] as const

export const MAX_RECORDING_BYTES = 500 * 1024 * 1024
export const MAX_RECORDING_SECONDS = 3 * 60 * 60

export const RECORDING_ACCEPT =
  RECORDING_EXTENSIONS.map((extension) => `.${extension}`).join(',') +
  ',audio/*,video/mp4,video/webm,video/quicktime'

export function isRecording(file: { name: string; type: string }): boolean {
  const extension = fileExtension(file.name)
  if ((RECORDING_EXTENSIONS as readonly string[]).includes(extension)) return true
  if (extension !== '') return false
  return /^(audio\/|video\/(mp4|webm|quicktime))/.test(file.type)
}
