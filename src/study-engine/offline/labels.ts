/** The engine's own words, per language: guide headings, question templates, tutor texts. */
import type { LanguageCode } from '@/study-engine/text/stopwords'

export interface Labels {
  overview: string
  keyConcepts: string
  definitions: string
  explanations: string
  practiceQuestions: string
  summary: string
  noDefinitions: string
  whatIs: (term: string) => string
  whichTerm: (definition: string) => string
  fillBlank: (cloze: string) => string
  whyImportant: (term: string) => string
  explainOwnWords: (term: string) => string
  related: (a: string, b: string) => string
  sourceSays: (sentence: string) => string
  correctIs: (answer: string) => string
  /** Wrong options of last resort, for notes too short to offer three terms of their own. */
  fillers: readonly [string, string, string]
  tutorIntro: string
  tutorNoMatch: (concepts: string) => string
  /** The offline audio overview's guest: opening on the title, asking about a section, closing. */
  audioOpening: (title: string) => string
  audioAsk: (heading: string) => string
  audioClosing: (title: string) => string
}

/**
 * Every row but English is machine-made (issue 47), awaiting a translator like the catalogues
 * (src/lib/i18n/machine-made.json names this table).
 */
export const LABELS: Record<LanguageCode, Labels> = {
  en: {
    overview: 'Overview',
    keyConcepts: 'Key Concepts',
    definitions: 'Definitions',
    explanations: 'Explanations',
    practiceQuestions: 'Practice Questions',
    summary: 'Summary',
    noDefinitions: 'No explicit definitions were found in the source.',
    whatIs: (t) => `What is ${t}?`,
    whichTerm: (d) => `Which term is described as: "${d}"?`,
    fillBlank: (c) => `Fill in the blank: ${c}`,
    whyImportant: (t) => `Why is ${t} important?`,
    explainOwnWords: (t) => `How would you explain ${t} in your own words?`,
    related: (a, b) => `How are ${a} and ${b} related?`,
    sourceSays: (s) => `The source says: "${s}"`,
    correctIs: (a) => `The correct answer is "${a}".`,
    fillers: ['None of the above', 'All of the above', 'Not stated in the material'],
    tutorIntro:
      'Offline engine — no AI: here are the passages of your guide that best match your question:',
    tutorNoMatch: (c) =>
      `Offline engine — no AI: I could not find a passage of your guide that matches your question. I can only quote the guide, not reason about it. Try words that appear in it${c ? `, for example: ${c}` : ''}.`,
    audioOpening: (t) => `Today we are going through ${t}. Where do we start?`,
    audioAsk: (h) => `What about ${h}?`,
    audioClosing: (t) => `That was ${t}. Thanks for listening.`,
  },
  es: {
    overview: 'Visión general',
    keyConcepts: 'Conceptos clave',
    definitions: 'Definiciones',
    explanations: 'Explicaciones',
    practiceQuestions: 'Preguntas de práctica',
    summary: 'Resumen',
    noDefinitions: 'No se encontraron definiciones explícitas en el texto.',
    whatIs: (t) => `¿Qué significa «${t}»?`,
    whichTerm: (d) => `¿Qué término se describe así: «${d}»?`,
    fillBlank: (c) => `Completa el espacio en blanco: ${c}`,
    whyImportant: (t) => `¿Por qué es importante «${t}»?`,
    explainOwnWords: (t) => `¿Cómo explicarías «${t}» con tus propias palabras?`,
    related: (a, b) => `¿Qué relación hay entre «${a}» y «${b}»?`,
    sourceSays: (s) => `El material dice: «${s}»`,
    correctIs: (a) => `La respuesta correcta es «${a}».`,
    fillers: ['Ninguna de las anteriores', 'Todas las anteriores', 'No se menciona en el material'],
    tutorIntro:
      'Motor sin conexión — sin IA: estos son los pasajes de tu guía que mejor coinciden con tu pregunta:',
    tutorNoMatch: (c) =>
      `Motor sin conexión — sin IA: no encontré ningún pasaje de tu guía que coincida con tu pregunta. Solo puedo citar la guía, no razonar sobre ella. Prueba con palabras que aparezcan en ella${c ? `, por ejemplo: ${c}` : ''}.`,
    audioOpening: (t) => `Hoy repasamos ${t}. ¿Por dónde empezamos?`,
    audioAsk: (h) => `¿Y qué hay de ${h}?`,
    audioClosing: (t) => `Eso fue ${t}. Gracias por escuchar.`,
  },
  fr: {
    overview: 'Vue d’ensemble',
    keyConcepts: 'Concepts clés',
    definitions: 'Définitions',
    explanations: 'Explications',
    practiceQuestions: 'Questions d’entraînement',
    summary: 'Résumé',
    noDefinitions: 'Aucune définition explicite n’a été trouvée dans le texte.',
    whatIs: (t) => `Que désigne « ${t} » ?`,
    whichTerm: (d) => `Quel terme est décrit ainsi : « ${d} » ?`,
    fillBlank: (c) => `Complétez le blanc : ${c}`,
    whyImportant: (t) => `Pourquoi « ${t} » est-il important ?`,
    explainOwnWords: (t) => `Comment expliqueriez-vous « ${t} » avec vos propres mots ?`,
    related: (a, b) => `Quel est le lien entre « ${a} » et « ${b} » ?`,
    sourceSays: (s) => `Le support indique : « ${s} »`,
    correctIs: (a) => `La bonne réponse est « ${a} ».`,
    fillers: ['Aucune de ces réponses', 'Toutes ces réponses', 'Non mentionné dans le support'],
    tutorIntro:
      'Moteur hors ligne — sans IA : voici les passages de votre guide qui correspondent le mieux à votre question :',
    tutorNoMatch: (c) =>
      `Moteur hors ligne — sans IA : je n’ai trouvé aucun passage de votre guide qui corresponde à votre question. Je peux seulement citer le guide, pas raisonner. Essayez des mots qui y figurent${c ? `, par exemple : ${c}` : ''}.`,
    audioOpening: (t) => `Aujourd’hui, nous parcourons ${t}. Par où commençons-nous ?`,
    audioAsk: (h) => `Et ${h} ?`,
    audioClosing: (t) => `C’était ${t}. Merci de votre écoute.`,
  },
  de: {
    overview: 'Überblick',
    keyConcepts: 'Schlüsselbegriffe',
    definitions: 'Definitionen',
    explanations: 'Erläuterungen',
    practiceQuestions: 'Übungsfragen',
    summary: 'Zusammenfassung',
    noDefinitions: 'Im Text wurden keine ausdrücklichen Definitionen gefunden.',
    whatIs: (t) => `Was bezeichnet „${t}“?`,
    whichTerm: (d) => `Welcher Begriff wird so beschrieben: „${d}“?`,
    fillBlank: (c) => `Ergänzen Sie die Lücke: ${c}`,
    whyImportant: (t) => `Warum ist „${t}“ wichtig?`,
    explainOwnWords: (t) => `Wie würden Sie „${t}“ mit eigenen Worten erklären?`,
    related: (a, b) => `Wie hängen „${a}“ und „${b}“ zusammen?`,
    sourceSays: (s) => `Im Material steht: „${s}“`,
    correctIs: (a) => `Die richtige Antwort lautet „${a}“.`,
    fillers: ['Keine der genannten', 'Alle genannten', 'Steht nicht im Material'],
    tutorIntro:
      'Offline-Engine — keine KI: Das sind die Stellen Ihres Leitfadens, die am besten zu Ihrer Frage passen:',
    tutorNoMatch: (c) =>
      `Offline-Engine — keine KI: Ich habe keine Stelle in Ihrem Leitfaden gefunden, die zu Ihrer Frage passt. Ich kann den Leitfaden nur zitieren, nicht darüber nachdenken. Versuchen Sie Wörter, die darin vorkommen${c ? `, zum Beispiel: ${c}` : ''}.`,
    audioOpening: (t) => `Heute gehen wir ${t} durch. Womit fangen wir an?`,
    audioAsk: (h) => `Was ist mit ${h}?`,
    audioClosing: (t) => `Das war ${t}. Danke fürs Zuhören.`,
  },
  pt: {
    overview: 'Visão geral',
    keyConcepts: 'Conceitos-chave',
    definitions: 'Definições',
    explanations: 'Explicações',
    practiceQuestions: 'Perguntas de prática',
    summary: 'Resumo',
    noDefinitions: 'Não foram encontradas definições explícitas no texto.',
    whatIs: (t) => `O que significa «${t}»?`,
    whichTerm: (d) => `Que termo é descrito assim: «${d}»?`,
    fillBlank: (c) => `Complete a lacuna: ${c}`,
    whyImportant: (t) => `Por que «${t}» é importante?`,
    explainOwnWords: (t) => `Como você explicaria «${t}» com suas próprias palavras?`,
    related: (a, b) => `Qual é a relação entre «${a}» e «${b}»?`,
    sourceSays: (s) => `O material diz: «${s}»`,
    correctIs: (a) => `A resposta correta é «${a}».`,
    fillers: ['Nenhuma das anteriores', 'Todas as anteriores', 'Não consta no material'],
    tutorIntro:
      'Motor offline — sem IA: estes são os trechos do seu guia que mais correspondem à sua pergunta:',
    tutorNoMatch: (c) =>
      `Motor offline — sem IA: não encontrei nenhum trecho do seu guia que corresponda à sua pergunta. Só posso citar o guia, não raciocinar sobre ele. Tente palavras que aparecem nele${c ? `, por exemplo: ${c}` : ''}.`,
    audioOpening: (t) => `Hoje vamos percorrer ${t}. Por onde começamos?`,
    audioAsk: (h) => `E quanto a ${h}?`,
    audioClosing: (t) => `Isso foi ${t}. Obrigado por ouvir.`,
  },
  it: {
    overview: 'Panoramica',
    keyConcepts: 'Concetti chiave',
    definitions: 'Definizioni',
    explanations: 'Spiegazioni',
    practiceQuestions: 'Domande di verifica',
    summary: 'Riepilogo',
    noDefinitions: 'Nel testo non sono state trovate definizioni esplicite.',
    whatIs: (t) => `Che cosa significa «${t}»?`,
    whichTerm: (d) => `Quale termine è descritto così: «${d}»?`,
    fillBlank: (c) => `Completa lo spazio vuoto: ${c}`,
    whyImportant: (t) => `Perché «${t}» è importante?`,
    explainOwnWords: (t) => `Come spiegheresti «${t}» con parole tue?`,
    related: (a, b) => `Che relazione c'è tra «${a}» e «${b}»?`,
    sourceSays: (s) => `Il materiale dice: «${s}»`,
    correctIs: (a) => `La risposta corretta è «${a}».`,
    fillers: ['Nessuna delle precedenti', 'Tutte le precedenti', 'Non indicato nel materiale'],
    tutorIntro:
      'Motore offline — senza IA: ecco i passaggi della tua guida che corrispondono meglio alla tua domanda:',
    tutorNoMatch: (c) =>
      `Motore offline — senza IA: non ho trovato passaggi della tua guida che corrispondano alla domanda. Posso solo citare la guida, non ragionare. Prova con parole che vi compaiono${c ? `, per esempio: ${c}` : ''}.`,
    audioOpening: (t) => `Oggi ripassiamo ${t}. Da dove cominciamo?`,
    audioAsk: (h) => `E ${h}?`,
    audioClosing: (t) => `Questo era ${t}. Grazie per l’ascolto.`,
  },
  zh: {
    overview: '概述',
    keyConcepts: '关键概念',
    definitions: '定义',
    explanations: '解释',
    practiceQuestions: '练习题',
    summary: '总结',
    noDefinitions: '材料中没有找到明确的定义。',
    whatIs: (t) => `“${t}”是什么？`,
    whichTerm: (d) => `哪个术语的描述是：“${d}”？`,
    fillBlank: (c) => `填空：${c}`,
    whyImportant: (t) => `为什么“${t}”很重要？`,
    explainOwnWords: (t) => `你会如何用自己的话解释“${t}”？`,
    related: (a, b) => `“${a}”和“${b}”有什么关系？`,
    sourceSays: (s) => `材料中说：“${s}”`,
    correctIs: (a) => `正确答案是“${a}”。`,
    fillers: ['以上都不是', '以上都是', '材料中未提及'],
    tutorIntro: '离线引擎（无 AI）：以下是你的学习指南中与问题最相关的段落：',
    tutorNoMatch: (c) =>
      `离线引擎（无 AI）：在你的学习指南中没有找到与问题相符的段落。我只能引用指南，不能推理。请试试指南中出现的词语${c ? `，例如：${c}` : ''}。`,
    audioOpening: (t) => `今天我们来讲${t}。从哪里开始？`,
    audioAsk: (h) => `那${h}呢？`,
    audioClosing: (t) => `以上就是${t}。感谢收听。`,
  },
  ar: {
    overview: 'نظرة عامة',
    keyConcepts: 'المفاهيم الأساسية',
    definitions: 'التعريفات',
    explanations: 'الشروح',
    practiceQuestions: 'أسئلة للتدريب',
    summary: 'الملخص',
    noDefinitions: 'لم يُعثر في المادة على تعريفات صريحة.',
    whatIs: (t) => `ما المقصود بـ«${t}»؟`,
    whichTerm: (d) => `أي مصطلح يوصف هكذا: «${d}»؟`,
    fillBlank: (c) => `املأ الفراغ: ${c}`,
    whyImportant: (t) => `لماذا يُعدّ «${t}» مهمًا؟`,
    explainOwnWords: (t) => `كيف تشرح «${t}» بكلماتك الخاصة؟`,
    related: (a, b) => `ما العلاقة بين «${a}» و«${b}»؟`,
    sourceSays: (s) => `تقول المادة: «${s}»`,
    correctIs: (a) => `الإجابة الصحيحة هي «${a}».`,
    fillers: ['لا شيء مما سبق', 'كل ما سبق', 'غير مذكور في المادة'],
    tutorIntro: 'محرك دون اتصال — بلا ذكاء اصطناعي: هذه مقاطع دليلك الأقرب إلى سؤالك:',
    tutorNoMatch: (c) =>
      `محرك دون اتصال — بلا ذكاء اصطناعي: لم أجد في دليلك مقطعًا يطابق سؤالك. يمكنني الاقتباس من الدليل فقط لا الاستنتاج منه. جرّب كلمات وردت فيه${c ? `، مثل: ${c}` : ''}.`,
    audioOpening: (t) => `اليوم نستعرض ${t}. من أين نبدأ؟`,
    audioAsk: (h) => `ماذا عن ${h}؟`,
    audioClosing: (t) => `كان هذا ${t}. شكرًا على الاستماع.`,
  },
}

/** The guide's "no definitions" line in every language, so a re-read guide does not quiz on it. */
export const NO_DEFINITIONS_LINES: ReadonlySet<string> = new Set(
  Object.values(LABELS).map((labels) => labels.noDefinitions),
)

const LANGUAGE_NAMES: Record<string, LanguageCode> = {
  en: 'en',
  english: 'en',
  inglés: 'en',
  anglais: 'en',
  englisch: 'en',
  es: 'es',
  spanish: 'es',
  español: 'es',
  espagnol: 'es',
  spanisch: 'es',
  castellano: 'es',
  fr: 'fr',
  french: 'fr',
  français: 'fr',
  francés: 'fr',
  französisch: 'fr',
  de: 'de',
  german: 'de',
  deutsch: 'de',
  alemán: 'de',
  allemand: 'de',
  pt: 'pt',
  portuguese: 'pt',
  português: 'pt',
  portugués: 'pt',
  it: 'it',
  italian: 'it',
  italiano: 'it',
  italien: 'it',
  zh: 'zh',
  chinese: 'zh',
  中文: 'zh',
  简体中文: 'zh',
  ar: 'ar',
  arabic: 'ar',
  العربية: 'ar',
}

/** Maps 'Spanish', 'es', 'es-MX', 'Français' … to a language the engine has labels for. */
export function languageFromName(name: string | undefined): LanguageCode | null {
  if (!name) return null
  const lower = name.trim().toLowerCase()
  // 'es-MX' by its first part, 'Brazilian Portuguese' and 'Simplified Chinese' by their last.
  const parts = lower.split(/[-_\s]/)
  return LANGUAGE_NAMES[lower] ?? LANGUAGE_NAMES[parts[0]!] ?? LANGUAGE_NAMES[parts.at(-1)!] ?? null
}
