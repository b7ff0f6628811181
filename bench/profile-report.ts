/** Reporting for the benchmarks' PROFILE=1 mode (a CDP Profiler profile of the page). */

/** A CPU profile's functions with the most self time, and the time by file (PROFILE=1). */
export function printProfile(profile: {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[]
  samples?: number[]
  timeDeltas?: number[]
}) {
  const self = new Map<number, number>()
  profile.samples?.forEach((id, index) =>
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas?.[index] ?? 0)),
  )
  const byName = new Map<string, number>()
  for (const node of profile.nodes) {
    const { functionName, url, lineNumber } = node.callFrame
    const key = `${functionName || '(anonymous)'} ${url.split('/').pop()}:${lineNumber}`
    byName.set(key, (byName.get(key) ?? 0) + (self.get(node.id) ?? 0) / 1000)
  }
  const top = [...byName.entries()].sort((a, b) => b[1] - a[1]).slice(0, 15)
  for (const [name, ms] of top) console.log(`  ${ms.toFixed(0).padStart(6)} ms  ${name}`)
  const byFile = new Map<string, number>()
  for (const [name, ms] of byName) {
    const file =
      name
        .split(' ')
        .pop()
        ?.split(':')[0]
        ?.replace(/-[\w-]{8}\.js$/, '.js') ?? ''
    byFile.set(file, (byFile.get(file) ?? 0) + ms)
  }
  console.log(
    `  by file: ${[...byFile.entries()]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 8)
      .map(([file, ms]) => `${file || '(native)'} ${ms.toFixed(0)} ms`)
      .join(', ')}`,
  )
}
