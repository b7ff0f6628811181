import { existsSync, readdirSync } from 'node:fs'
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

/** Every catalogue not in English is marked until a person has read it: none is missed. */
it('marks every translated catalogue that no person has read', () => {
  const { about: _, ...namespaces } = machineMade
  const marked = new Set(
    Object.entries(namespaces).flatMap(([namespace, codes]) =>
      codes.map((code) => `${code}/${namespace}.json`),
    ),
  )
  const catalogues = readdirSync(join(__dirname, 'locales'))
    .filter((code) => code !== 'en')
    .flatMap((code) =>
      readdirSync(join(__dirname, 'locales', code)).map((file) => `${code}/${file}`),
    )
  expect(catalogues.filter((catalogue) => !marked.has(catalogue))).toEqual([])
})
