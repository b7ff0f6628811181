import { readFile } from 'node:fs/promises'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/** The environment a file sets for itself on its first line (`// @vitest-environment jsdom`). */
async function ownEnvironment(file: string): Promise<string> {
  const start = (await readFile(file, 'utf8')).slice(0, 200)
  return /^\/\/ @vitest-environment (\S+)/.exec(start)?.[1] ?? ''
}

/**
 * Vitest's order (by project, then slowest or largest first), with the files that set an
 * environment of their own moved to the end of their project. A worker of a project without
 * isolation is kept for the next file only when that file has the same project and environment;
 * otherwise it is ended and a new one imports the app and loads the database again. With the five
 * jsdom files spread among the happy-dom ones, each ended one or two workers.
 */
export default class WorkerKeepingSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files)
    const environments = await Promise.all(sorted.map((file) => ownEnvironment(file.moduleId)))
    const projectRank = new Map<string, number>()
    for (const { project } of sorted)
      if (!projectRank.has(project.name)) projectRank.set(project.name, projectRank.size)
    return sorted
      .map((file, index) => ({ file, environment: environments[index]! }))
      .sort(
        (a, b) =>
          projectRank.get(a.file.project.name)! - projectRank.get(b.file.project.name)! ||
          Number(a.environment !== '') - Number(b.environment !== '') ||
          a.environment.localeCompare(b.environment),
      )
      .map(({ file }) => file)
  }
}
