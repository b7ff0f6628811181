import { describe, expect, it } from 'vitest'
import { languageOfText, recognitionLanguages } from './ocr-languages'

const SPANISH =
  'La célula es la unidad básica de la vida. Todos los seres vivos están formados por células, y ' +
  'cada una de ellas tiene una membrana que la separa del medio. En el núcleo se guarda el ADN, que ' +
  'contiene la información para la síntesis de las proteínas.'
const GERMAN =
  'Die Zelle ist die kleinste Einheit des Lebens. Alle Lebewesen bestehen aus Zellen, und jede ' +
  'von ihnen hat eine Membran, die sie von der Umgebung trennt. Im Zellkern ist die DNA, die ' +
  'für den Aufbau der Proteine wichtig ist.'

describe('recognition languages', () => {
  it('always loads English, and the output language when it is Spanish, French or German', () => {
    expect(recognitionLanguages(undefined)).toEqual(['eng'])
    expect(recognitionLanguages('French')).toEqual(['eng', 'fra'])
    expect(recognitionLanguages('Japanese')).toEqual(['eng'])
  })

  it('adds the language the material is written in', () => {
    expect(languageOfText(SPANISH)).toBe('spa')
    expect(languageOfText(GERMAN)).toBe('deu')
    expect(recognitionLanguages(undefined, SPANISH)).toEqual(['eng', 'spa'])
    expect(recognitionLanguages('German', GERMAN)).toEqual(['eng', 'deu'])
  })

  it('finds no other language in English text or in too little text', () => {
    expect(
      languageOfText(
        'The cell is the basic unit of life. All living things are made of cells, and each of them has a membrane that separates it from its surroundings.',
      ),
    ).toBeNull()
    expect(languageOfText('la de el')).toBeNull()
  })
})
