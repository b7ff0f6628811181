/**
 * Anki's legacy collection, schema 11: the SQLite layout every Anki since 2.1 (and AnkiDroid,
 * AnkiMobile) reads from an .apkg's `collection.anki2`. The `col` table's single row carries the
 * note types, decks and deck options as JSON; times are in seconds except ids and `col.mod`/`scm`
 * (milliseconds). usn -1 marks rows as changed since the last sync.
 */

export const SCHEMA_VERSION = 11

export const SCHEMA11_TABLES = `
create table col (
  id integer primary key, crt integer not null, mod integer not null, scm integer not null,
  ver integer not null, dty integer not null, usn integer not null, ls integer not null,
  conf text not null, models text not null, decks text not null, dconf text not null,
  tags text not null
);
create table notes (
  id integer primary key, guid text not null, mid integer not null, mod integer not null,
  usn integer not null, tags text not null, flds text not null, sfld integer not null,
  csum integer not null, flags integer not null, data text not null
);
create table cards (
  id integer primary key, nid integer not null, did integer not null, ord integer not null,
  mod integer not null, usn integer not null, type integer not null, queue integer not null,
  due integer not null, ivl integer not null, factor integer not null, reps integer not null,
  lapses integer not null, left integer not null, odue integer not null, odid integer not null,
  flags integer not null, data text not null
);
create table revlog (
  id integer primary key, cid integer not null, usn integer not null, ease integer not null,
  ivl integer not null, lastIvl integer not null, factor integer not null, time integer not null,
  type integer not null
);
create table graves (usn integer not null, oid integer not null, type integer not null);
create index ix_notes_usn on notes (usn);
create index ix_cards_usn on cards (usn);
create index ix_revlog_usn on revlog (usn);
create index ix_cards_nid on cards (nid);
create index ix_cards_sched on cards (did, queue, due);
create index ix_revlog_cid on revlog (cid);
create index ix_notes_csum on notes (csum);
`

/** The deck and options every collection has (id 1). */
export const DEFAULT_DECK_ID = 1
const DEFAULT_CONF_ID = 1

export interface NoteTypeSpec {
  id: number
  name: string
  fields: readonly string[]
  /** The question and answer templates of its one card type. */
  front: string
  back: string
  css: string
}

function deck(id: number, name: string, modSecs: number) {
  return {
    id,
    name,
    mod: modSecs,
    usn: -1,
    desc: '',
    dyn: 0,
    conf: DEFAULT_CONF_ID,
    collapsed: false,
    browserCollapsed: false,
    extendNew: 0,
    extendRev: 0,
    newToday: [0, 0],
    revToday: [0, 0],
    lrnToday: [0, 0],
    timeToday: [0, 0],
  }
}

function noteType(spec: NoteTypeSpec, deckId: number, modSecs: number) {
  return {
    id: spec.id,
    name: spec.name,
    type: 0,
    mod: modSecs,
    usn: -1,
    sortf: 0,
    did: deckId,
    tmpls: [
      {
        name: 'Card 1',
        ord: 0,
        qfmt: spec.front,
        afmt: spec.back,
        bqfmt: '',
        bafmt: '',
        did: null,
      },
    ],
    flds: spec.fields.map((name, ord) => ({
      name,
      ord,
      sticky: false,
      rtl: false,
      font: 'Arial',
      size: 20,
    })),
    css: spec.css,
    latexPre:
      '\\documentclass[12pt]{article}\n\\special{papersize=3in,5in}\n\\usepackage[utf8]{inputenc}\n\\usepackage{amssymb,amsmath}\n\\pagestyle{empty}\n\\setlength{\\parindent}{0in}\n\\begin{document}\n',
    latexPost: '\\end{document}',
    latexsvg: false,
    // The card is made when its first field is not empty.
    req: [[0, 'any', [0]]],
    tags: [],
    vers: [],
  }
}

const DECK_OPTIONS = {
  id: DEFAULT_CONF_ID,
  name: 'Default',
  mod: 0,
  usn: 0,
  maxTaken: 60,
  autoplay: true,
  timer: 0,
  replayq: true,
  dyn: false,
  new: {
    bury: false,
    delays: [1, 10],
    initialFactor: 2500,
    ints: [1, 4, 0],
    order: 1,
    perDay: 20,
  },
  rev: { bury: false, ease4: 1.3, ivlFct: 1, maxIvl: 36500, perDay: 200, hardFactor: 1.2 },
  lapse: { delays: [10], leechAction: 1, leechFails: 8, minInt: 1, mult: 0 },
}

export interface CollectionSpec {
  deckId: number
  deckName: string
  noteType: NoteTypeSpec
  noteCount: number
  now: Date
}

/** The values of the `col` row, in column order. */
export function collectionRow(spec: CollectionSpec): (string | number)[] {
  const nowMs = spec.now.getTime()
  const nowSecs = Math.floor(nowMs / 1000)
  const dayStart = new Date(spec.now)
  dayStart.setHours(0, 0, 0, 0)
  const conf = {
    activeDecks: [spec.deckId],
    curDeck: spec.deckId,
    curModel: spec.noteType.id,
    nextPos: spec.noteCount + 1,
    sortType: 'noteFld',
    sortBackwards: false,
    addToCur: true,
    newSpread: 0,
    dueCounts: true,
    estTimes: true,
    timeLim: 0,
    collapseTime: 1200,
    schedVer: 2,
  }
  const decks = {
    [DEFAULT_DECK_ID]: deck(DEFAULT_DECK_ID, 'Default', nowSecs),
    [spec.deckId]: deck(spec.deckId, spec.deckName, nowSecs),
  }
  const models = { [spec.noteType.id]: noteType(spec.noteType, spec.deckId, nowSecs) }
  return [
    1,
    Math.floor(dayStart.getTime() / 1000),
    nowMs,
    nowMs,
    SCHEMA_VERSION,
    0,
    0,
    0,
    JSON.stringify(conf),
    JSON.stringify(models),
    JSON.stringify(decks),
    JSON.stringify({ [DEFAULT_CONF_ID]: DECK_OPTIONS }),
    '{}',
  ]
}
