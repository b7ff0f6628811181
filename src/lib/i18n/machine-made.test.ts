import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { expect, it } from 'vitest'
import machineMade from './machine-made.json'

/** The machine-made list names real catalogues only, so a translator can find every one. */
it('names only namespaces and languages that have a catalogue', () => {
  const { about, ...namespaces } = machineMade
  expect(about).toBeTruthy()
  for (const [namespace, codes] of Object.entries(namespaces))
    for (const code of codes)
      expect(existsSync(join(__dirname, 'locales', code, `${namespace}.json`))).toBe(true)
})
