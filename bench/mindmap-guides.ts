/**
 * The mind map bench's material, shared by its Node and Chromium sides: a guide of about N
 * nodes written the way guides are, and a library of guides grouped in courses whose guides
 * share key terms. The words come from tests/e2e/support/data.ts's guide.
 */
import { cellBiologyGuide } from '../tests/e2e/support/data'

const words = cellBiologyGuide
  .replace(/[#*\-:.,']/g, ' ')
  .split(/\s+/)
  .filter((word) => word.length > 3)

const word = (i: number) => words[i % words.length] ?? 'cell'

/** A guide of about `nodes` nodes: sections of 3 sub-sections of concepts. */
export function guideOf(nodes: number): string {
  const lines = ['# Cell Biology', '']
  let count = 1
  for (let section = 0; count < nodes; section++) {
    lines.push(`## ${word(section)} ${section + 1}`)
    count++
    for (let sub = 0; sub < 3 && count < nodes; sub++) {
      lines.push(`### ${word(section + sub)} part ${sub + 1}`)
      count++
      for (let point = 0; point < 8 && count < nodes; point++) {
        const i = section * 31 + sub * 7 + point
        lines.push(`- **${word(i)} ${word(i + 1)}**: ${word(i + 2)} ${word(i + 3)} ${word(i + 4)}`)
        count++
      }
    }
    lines.push('')
  }
  return lines.join('\n')
}

const COURSES = 40
const COURSE_TERMS = 40

/**
 * `count` guides in 40 courses: each guide defines 6 of its course's 40 terms and 4 terms of its
 * own, under the headings every guide has. Guides of a course share some terms; guides of
 * different courses none (a term is '<course word> <term word> <course number>').
 */
export function libraryOf(count: number) {
  return Array.from({ length: count }, (_, index) => {
    const course = index % COURSES
    const nth = Math.floor(index / COURSES)
    const terms = Array.from({ length: 6 }, (_, k) => {
      const term = (nth * 7 + k * 5) % COURSE_TERMS
      return `${word(course)} ${word(COURSES + term)} ${course}`
    })
    const own = Array.from({ length: 4 }, (_, k) => `${word(index + k)} topic ${index}-${k}`)
    const content = [
      `# Guide ${index}`,
      '## Overview',
      `Guide ${index} of course ${course}.`,
      '## Key Concepts',
      ...[...terms, ...own].map((term, k) => `- **${term}**: ${word(index + k)} ${word(k)}`),
      '## Summary',
      `The terms of guide ${index}.`,
    ].join('\n')
    return { id: `guide-${index}`, title: `Guide ${index} (${word(course)})`, content }
  })
}
