import { offlineAudioScript } from './audio-script'

// The offline engine's plainer overview (issue 46): from the guide's own sections, no model.
const guide = `# Cell Biology

## Overview
Cells are the basic units of life. Every living organism is made of one or more cells.

## Key Concepts
- **Mitochondria**: organelles that release energy from glucose [P2].
- **Ribosomes**: structures that assemble proteins from amino acids.

## Practice Questions
1. What do ribosomes make?

## Summary
Cells run on energy from mitochondria. Ribosomes build proteins. The nucleus stores DNA.`

const words = (lines: { text: string }[]) =>
  lines.reduce((sum, line) => sum + line.text.split(/\s+/).length, 0)

describe('offlineAudioScript', () => {
  it('the guest names each section and the host reads it, plain, without the practice questions', () => {
    const lines = offlineAudioScript({ title: 'Cell Biology', content: guide, length: 'short' })
    const text = lines.map((line) => `${line.speaker}: ${line.text}`)
    expect(text).toEqual([
      'guest: Today we are going through Cell Biology. Where do we start?',
      'guest: What about Overview?',
      'host: Cells are the basic units of life. Every living organism is made of one or more cells.',
      'guest: What about Key Concepts?',
      'host: Mitochondria: organelles that release energy from glucose. Ribosomes: structures that assemble proteins from amino acids.',
      'guest: What about Summary?',
      'host: Cells run on energy from mitochondria. Ribosomes build proteins.',
      'host: The nucleus stores DNA.',
      'guest: That was Cell Biology. Thanks for listening.',
    ])
  })

  it('a focus puts the sections that speak of it first', () => {
    const lines = offlineAudioScript({
      title: 'Cell Biology',
      content: guide,
      length: 'short',
      focus: 'the nucleus',
    })
    expect(lines[1]?.text).toBe('What about Summary?')
  })

  it('stops near the length’s words: Short about 450, Long about 3,000', () => {
    const long = `# Big\n\n## Part\n${'Cells divide by mitosis into two daughter cells. '.repeat(600)}`
    const short = offlineAudioScript({ title: 'Big', content: long, length: 'short' })
    const longer = offlineAudioScript({ title: 'Big', content: long, length: 'long' })
    expect(words(short)).toBeGreaterThanOrEqual(450)
    expect(words(short)).toBeLessThan(480)
    expect(words(longer)).toBeGreaterThanOrEqual(3000)
    expect(words(longer)).toBeLessThan(3040)
  })

  it('speaks the guide’s language, else the reader’s', () => {
    const spanish = `# Células

## Visión general
Las células son las unidades básicas de la vida. Todo organismo vivo está formado por células.

## Preguntas de práctica
1. ¿Qué hacen los ribosomas?`
    const guest = (content: string, reader?: 'es') =>
      offlineAudioScript({ title: 'Células', content, length: 'short' }, reader)
        .filter((line) => line.speaker === 'guest')
        .map((line) => line.text)
    expect(guest(spanish)).toEqual([
      'Hoy repasamos Células. ¿Por dónde empezamos?',
      '¿Y qué hay de Visión general?',
      'Eso fue Células. Gracias por escuchar.',
    ])
    // Russian notes: a language the engine does not word in, so the Spanish reader's words.
    const russian = '# Клетка\n\n## Обзор\nКлетка является основной единицей жизни.'
    expect(guest(russian, 'es')[0]).toBe('Hoy repasamos Células. ¿Por dónde empezamos?')
    expect(guest(russian)[0]).toBe('Today we are going through Células. Where do we start?')
  })
})
