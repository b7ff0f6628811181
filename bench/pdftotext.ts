/**
 * `pdftotext` (poppler-utils) as the reference of bench/extract-pdf.ts, timed without the process
 * start-up that the app does not pay. Runs are timed inside one bash (its own clock, no process
 * started to read it), REPEAT at a time so that CPU time, counted by the kernel in 10 ms ticks,
 * is read over several runs; an empty start of the same program (`pdftotext -v`: the process, its
 * dynamic linking and poppler's start, no file read), timed the same way right before, is
 * subtracted, by wall clock and by CPU time.
 */
import { execFileSync } from 'node:child_process'

export const PDFTOTEXT = '/usr/bin/pdftotext'

/** Runs of the command per measurement. */
const REPEAT = 5

export interface Timed {
  ms: number
  cpuMs: number
}

/**
 * Runs `command` REPEAT times in one bash, which reports the wall time (µs) and its children's CPU
 * time (/proc/self/stat fields 16-17, in ticks of 10 ms), per run, after a marker that text cannot
 * contain; the output is the last run's.
 */
function timedInShell(args: string[]): Timed & { output: string } {
  const script =
    `start=\${EPOCHREALTIME/./}; for i in $(seq ${REPEAT}); do out=$("$@" 2>/dev/null) || exit 1; done; ` +
    'end=${EPOCHREALTIME/./}; printf "%s\\n\\0%s " "$out" $((end - start)); cat /proc/$$/stat'
  const output = execFileSync('bash', ['-c', script, 'bash', PDFTOTEXT, ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  const marker = output.lastIndexOf('\n\0')
  const [microseconds = '0', ...stat] = output.slice(marker + 2).split(' ')
  const statLine = stat.join(' ')
  const fields = statLine.slice(statLine.lastIndexOf(')') + 2).split(' ')
  return {
    ms: Number(microseconds) / 1000 / REPEAT,
    cpuMs: ((Number(fields[13]) + Number(fields[14])) * 10) / REPEAT,
    output: output.slice(0, marker),
  }
}

export const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0

export interface PdftotextRun extends Timed {
  /** The same measured on an empty start, just before. */
  startup: Timed
  text: string
}

/** REPEAT runs of `pdftotext` in its default mode (reading order, UTF-8), and of an empty start. */
export function runPdftotext(file: string): PdftotextRun {
  const startup = timedInShell(['-v'])
  const run = timedInShell(['-enc', 'UTF-8', file, '-'])
  return { ms: run.ms, cpuMs: run.cpuMs, startup, text: run.output }
}

/** The runs' medians, less the empty starts' medians: what reading the file cost. */
export function netOfStartup(runs: PdftotextRun[]): Timed & { startup: Timed } {
  const startup = {
    ms: median(runs.map((run) => run.startup.ms)),
    cpuMs: median(runs.map((run) => run.startup.cpuMs)),
  }
  return {
    ms: Math.max(0.1, median(runs.map((run) => run.ms)) - startup.ms),
    cpuMs: Math.max(0.1, median(runs.map((run) => run.cpuMs)) - startup.cpuMs),
    startup,
  }
}
