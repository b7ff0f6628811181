import { readFile } from 'node:fs/promises'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { speakLecture, type LectureFormat } from '../../support/spoken-lecture'
import type { UploadFile } from './generation'

/**
 * A short spoken lecture (flite's slt voice, as the issue asks): three topics, each well over 30
 * seconds apart in the recording, so the transcript has several passages at distinct times.
 */
export const LECTURE = [
  'Today we talk about photosynthesis. Plants capture light energy with chlorophyll. The light energy becomes chemical energy stored in glucose. Oxygen is released when water is split.',
  'Photosynthesis happens in the chloroplast. The light reactions make energy carriers. The Calvin cycle uses carbon dioxide to build sugar. Plants need water and sunlight for this process.',
  'Next we turn to cellular respiration. The mitochondria release energy from glucose. Respiration uses oxygen and gives off carbon dioxide and water. The energy is stored as a molecule for the cell.',
  'Finally, remember the difference between the two processes. Photosynthesis stores energy from light. Respiration releases the energy the cell uses. Together they cycle carbon through living things.',
]

const MIME: Record<LectureFormat, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  webm: 'audio/webm',
  mp4: 'video/mp4',
}

export async function spokenLecture(
  format: LectureFormat,
  name = `lecture.${format}`,
): Promise<UploadFile> {
  const dir = await mkdtemp(join(tmpdir(), 'e2e-lecture-'))
  const file = join(dir, name)
  await speakLecture(LECTURE, format, file, 1.5)
  return { name, mimeType: MIME[format], buffer: await readFile(file) }
}
