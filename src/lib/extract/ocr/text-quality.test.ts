import { describe, expect, it } from 'vitest'
import { isGarbageText } from './text-quality'

const caesar = (text: string) =>
  text.replace(/[a-z]/gi, (letter) => {
    const base = letter <= 'Z' ? 65 : 97
    return String.fromCharCode(base + ((letter.charCodeAt(0) - base + 3) % 26))
  })

const ENGLISH =
  'Photosynthesis is the process by which green plants use light energy to make glucose from ' +
  'carbon dioxide and water. It takes place in the chloroplasts, and the oxygen it releases is ' +
  'what most living things breathe. The light reactions come first; the Calvin cycle follows.'

describe('isGarbageText', () => {
  it('trusts real prose in English, Spanish, French and German', () => {
    expect(isGarbageText(ENGLISH)).toBe(false)
    expect(
      isGarbageText(
        'La fotosíntesis es el proceso por el cual las plantas verdes usan la energía de la luz para producir glucosa a partir del dióxido de carbono y del agua. Tiene lugar en los cloroplastos y el oxígeno que libera es el que respiran la mayoría de los seres vivos.',
      ),
    ).toBe(false)
    expect(
      isGarbageText(
        "La photosynthèse est le processus par lequel les plantes vertes utilisent l'énergie de la lumière pour produire du glucose à partir du dioxyde de carbone et de l'eau. Elle a lieu dans les chloroplastes et libère de l'oxygène pour les êtres vivants.",
      ),
    ).toBe(false)
    expect(
      isGarbageText(
        'Die Photosynthese ist der Vorgang, bei dem grüne Pflanzen die Energie des Lichts nutzen, um aus Kohlendioxid und Wasser Glukose herzustellen. Sie findet in den Chloroplasten statt und der Sauerstoff, den sie freisetzt, ist für die meisten Lebewesen wichtig.',
      ),
    ).toBe(false)
  })

  // A paragraph of prose in each of the other languages the check knows; with its letters
  // shifted, as a font with a wrong Unicode map gives, it is garbage.
  it.each([
    [
      'Polish',
      'Fotosynteza to proces, w którym rośliny zielone wykorzystują energię światła do wytwarzania glukozy z dwutlenku węgla i wody. Zachodzi ona w chloroplastach, a tlen, który jest przy tym uwalniany, jest potrzebny do oddychania większości organizmów. Najpierw przebiegają reakcje zależne od światła, a potem cykl Calvina.',
    ],
    [
      'Czech',
      'Fotosyntéza je proces, při kterém zelené rostliny využívají energii světla k výrobě glukózy z oxidu uhličitého a vody. Probíhá v chloroplastech a kyslík, který se při ní uvolňuje, dýchá většina živých organismů. Nejprve probíhají reakce závislé na světle, potom Calvinův cyklus.',
    ],
    [
      'Turkish',
      'Fotosentez, yeşil bitkilerin ışık enerjisini kullanarak karbondioksit ve sudan glikoz ürettiği bir süreçtir. Kloroplastlarda gerçekleşir ve bu sırada açığa çıkan oksijen, canlıların çoğu için gereklidir. Önce ışığa bağlı tepkimeler olur, daha sonra Calvin döngüsü gelir.',
    ],
    [
      'Vietnamese',
      'Quang hợp là quá trình mà cây xanh sử dụng năng lượng ánh sáng để tạo ra glucose từ khí cacbonic và nước. Quá trình này diễn ra trong lục lạp, và khí oxy được giải phóng là thứ mà hầu hết các sinh vật cần để thở. Các phản ứng sáng xảy ra trước, sau đó là chu trình Calvin.',
    ],
    [
      'Indonesian',
      'Fotosintesis adalah proses di mana tumbuhan hijau menggunakan energi cahaya untuk membuat glukosa dari karbon dioksida dan air. Proses ini terjadi di dalam kloroplas, dan oksigen yang dilepaskan dibutuhkan oleh sebagian besar makhluk hidup untuk bernapas. Reaksi terang terjadi lebih dulu, kemudian siklus Calvin.',
    ],
    [
      'Dutch',
      'Fotosynthese is het proces waarbij groene planten de energie van licht gebruiken om glucose te maken uit koolstofdioxide en water. Het vindt plaats in de bladgroenkorrels, en de zuurstof die daarbij vrijkomt is wat de meeste levende wezens inademen. Eerst komen de lichtreacties, daarna volgt de Calvincyclus.',
    ],
  ])('trusts real prose in %s, and flags it with its letters shifted', (_language, prose) => {
    expect(isGarbageText(prose)).toBe(false)
    expect(isGarbageText(caesar(prose))).toBe(true)
  })

  it('trusts text in other scripts and short pages of plain words', () => {
    expect(
      isGarbageText('Фотосинтез — процесс образования органических веществ на свету. '.repeat(5)),
    ).toBe(false)
    expect(
      isGarbageText('光合作用是绿色植物利用光能把二氧化碳和水合成有机物的过程。'.repeat(4)),
    ).toBe(false)
    expect(isGarbageText('Chapter 4: Enzymes')).toBe(false)
  })

  it('trusts a page of formulas, whose letters are symbols, not words', () => {
    // The text layer of a PowerPoint slide of vector equations (pdf.js's test file issue16263.pdf,
    // read by PDFium): 40 times the equation OA + OB + OC = u, its operators in a symbol font.
    const equations = Array.from({ length: 20 }, () => 'OA OB OC u   OA OB OC u').join('\n\n')
    expect(isGarbageText(equations)).toBe(false)
  })

  it('flags Latin letters that form no words (a font with a wrong Unicode map)', () => {
    expect(isGarbageText(caesar(ENGLISH))).toBe(true)
  })

  it('flags text made of private-use, control and replacement characters', () => {
    expect(isGarbageText('\ue000\ue001\ue002 \ue003\ue004 \ue005\ue006\ue007 '.repeat(20))).toBe(
      true,
    )
    expect(isGarbageText('\u0001\u0002\u0003\u0004 '.repeat(30))).toBe(true)
    expect(isGarbageText('\ufffd\ufffd \ufffd\ufffd\ufffd '.repeat(30))).toBe(true)
  })

  it('counts a character beyond the Basic Multilingual Plane once, and as bad only if private use', () => {
    // Emoji and mathematical letters are pairs of UTF-16 units, neither of them a lone surrogate.
    const withEmoji = ENGLISH.split(' ')
      .map((word) => `${word} \u{1F9EA}\u{1F52C}`)
      .join(' ')
    expect(isGarbageText(withEmoji)).toBe(false)
    // One visible character in six is a private-use character of plane 15, just over the share
    // (digits: no words to judge instead).
    expect(isGarbageText('12345\u{F0000} '.repeat(30))).toBe(true)
  })

  it('flags accented Latin letters that form no words, as a font mapped to a wrong code page gives', () => {
    const accented = caesar(ENGLISH).replace(
      /[aeiou]/g,
      (vowel) => 'àéîôù'['aeiou'.indexOf(vowel)] ?? vowel,
    )
    expect(isGarbageText(accented)).toBe(true)
  })
})
