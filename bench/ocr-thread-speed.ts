/**
 * The quiet figure the OCR page bound scales by (src/lib/extract/ocr/thread-speed.ts): the CPU
 * time of the bound's fixed work, which is what it takes on an idle core however busy the
 * machine is, beside its wall time now (the slowdown the app would measure at this load).
 *
 *   npx tsx --tsconfig tsconfig.node.json bench/ocr-thread-speed.ts
 */
import { readFileSync } from 'node:fs'
import { QUIET_WORK_MS, timeWork } from '../src/lib/extract/ocr/thread-speed'

const cpuMs = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}
const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1] ?? 0

const RUNS = 9
const cpu: number[] = []
const wall: number[] = []
for (let run = 0; run < RUNS; run += 1) {
  cpu.push(timeWork(cpuMs))
  wall.push(timeWork())
}
console.log(`load ${readFileSync('/proc/loadavg', 'utf8').trim()}`)
console.log(`CPU ms per run: ${cpu.map((ms) => ms.toFixed(1)).join(' ')}; median ${median(cpu)}`)
console.log(`wall ms per run: ${wall.map((ms) => ms.toFixed(1)).join(' ')}; median ${median(wall)}`)
console.log(
  `QUIET_WORK_MS is ${QUIET_WORK_MS}; slowdown now (wall median / it): ${(median(wall) / QUIET_WORK_MS).toFixed(2)}`,
)
