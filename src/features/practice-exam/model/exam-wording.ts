import type { LanguageCode } from '@/study-engine/text/stopwords'

/**
 * The words of a practice exam's questions around the guide's own terms and definitions, in the
 * language the guide is written in (or the student's, when that cannot be told: issue 47). The
 * definition of a choice question stands between quotation marks, which citeExam reads.
 */
export interface ExamWording {
  whichTerm: (definition: string) => string
  trueOrFalse: (term: string, statement: string) => string
  /** A whole statement the model wrote, asked as true or false. */
  isItTrue: (statement: string) => string
  explain: (terms: readonly string[]) => string
}

/** 'A, B and C' as `language` lists things. */
const listed = (language: string, terms: readonly string[]) =>
  new Intl.ListFormat(language, { type: 'conjunction' }).format(terms)

export const EXAM_WORDING: Record<LanguageCode, ExamWording> = {
  en: {
    whichTerm: (d) => `Which term is this: “${d}”?`,
    trueOrFalse: (t, s) => `True or false: ${t} — ${s}.`,
    isItTrue: (s) => `True or false: ${s}`,
    // English keeps its own join ('A, B and C', no serial comma), as the spec's examples write it.
    explain: (terms) =>
      terms.length > 1
        ? `Explain what ${terms.slice(0, -1).join(', ')} and ${terms.at(-1)} are.`
        : `Explain what ${terms[0]} is.`,
  },
  // Machine-made (issue 47), awaiting a translator's review like the interface's catalogues.
  es: {
    whichTerm: (d) => `¿Qué término es este: «${d}»?`,
    trueOrFalse: (t, s) => `Verdadero o falso: ${t} — ${s}.`,
    isItTrue: (s) => `Verdadero o falso: ${s}`,
    explain: (terms) =>
      terms.length > 1 ? `Explica qué son ${listed('es', terms)}.` : `Explica qué es ${terms[0]}.`,
  },
  fr: {
    whichTerm: (d) => `Quel terme est décrit ainsi : « ${d} » ?`,
    trueOrFalse: (t, s) => `Vrai ou faux : ${t} — ${s}.`,
    isItTrue: (s) => `Vrai ou faux : ${s}`,
    explain: (terms) =>
      terms.length > 1
        ? `Expliquez ce que sont ${listed('fr', terms)}.`
        : `Expliquez ce qu’est ${terms[0]}.`,
  },
  de: {
    whichTerm: (d) => `Welcher Begriff ist das: „${d}“?`,
    trueOrFalse: (t, s) => `Richtig oder falsch: ${t} — ${s}.`,
    isItTrue: (s) => `Richtig oder falsch: ${s}`,
    explain: (terms) =>
      terms.length > 1
        ? `Erklären Sie, was ${listed('de', terms)} sind.`
        : `Erklären Sie, was ${terms[0]} ist.`,
  },
  pt: {
    whichTerm: (d) => `Que termo é este: «${d}»?`,
    trueOrFalse: (t, s) => `Verdadeiro ou falso: ${t} — ${s}.`,
    isItTrue: (s) => `Verdadeiro ou falso: ${s}`,
    explain: (terms) =>
      terms.length > 1
        ? `Explique o que são ${listed('pt-BR', terms)}.`
        : `Explique o que é ${terms[0]}.`,
  },
  it: {
    whichTerm: (d) => `Quale termine è questo: «${d}»?`,
    trueOrFalse: (t, s) => `Vero o falso: ${t} — ${s}.`,
    isItTrue: (s) => `Vero o falso: ${s}`,
    explain: (terms) =>
      terms.length > 1
        ? `Spiega che cosa sono ${listed('it', terms)}.`
        : `Spiega che cos’è ${terms[0]}.`,
  },
  zh: {
    whichTerm: (d) => `这是哪个术语：“${d}”？`,
    trueOrFalse: (t, s) => `判断正误：${t} — ${s}。`,
    isItTrue: (s) => `判断正误：${s}`,
    explain: (terms) => `请解释${listed('zh', terms)}是什么。`,
  },
  ar: {
    whichTerm: (d) => `ما المصطلح الموصوف هكذا: «${d}»؟`,
    trueOrFalse: (t, s) => `صواب أم خطأ: ${t} — ${s}.`,
    isItTrue: (s) => `صواب أم خطأ: ${s}`,
    explain: (terms) =>
      terms.length > 1 ? `اشرح ما هي ${listed('ar', terms)}.` : `اشرح ما هو ${terms[0]}.`,
  },
}
