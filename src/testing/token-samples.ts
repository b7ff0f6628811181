import { FRENCH, GERMAN, SPANISH } from '@/study-engine/offline/sample-texts'

/**
 * Realistic text of each kind a student uploads, for measuring the token estimate against real
 * tokenizers (estimate-tokens.test.ts, bench/tokenizer.ts).
 */

const RUSSIAN =
  'Фотосинтез — это процесс, при котором зелёные растения превращают энергию света в химическую энергию. Он происходит главным образом в хлоропластах клеток листа. Хлорофилл — зелёный пигмент, поглощающий красный и синий свет. Во время световых реакций молекулы воды расщепляются, и кислород выделяется как побочный продукт.'
const CHINESE =
  '光合作用是绿色植物把光能转化为化学能的过程。它主要发生在叶片细胞的叶绿体中。叶绿素是吸收红光和蓝光的绿色色素。在光反应中，水分子被分解，氧气作为副产品被释放。卡尔文循环是把二氧化碳固定成糖的一系列反应。'
const JAPANESE =
  '光合成とは、緑色植物が光エネルギーを化学エネルギーに変える過程である。主に葉の細胞の葉緑体で行われる。クロロフィルは赤色と青色の光を吸収する緑色の色素である。'
const KOREAN =
  '광합성은 녹색 식물이 빛 에너지를 화학 에너지로 바꾸는 과정이다. 주로 잎 세포의 엽록체에서 일어난다.'
const ARABIC =
  'التمثيل الضوئي هو العملية التي تحول بها النباتات الخضراء الطاقة الضوئية إلى طاقة كيميائية. ويحدث بشكل رئيسي في البلاستيدات الخضراء لخلايا الورقة.'
const HINDI =
  'प्रकाश संश्लेषण वह प्रक्रिया है जिसके द्वारा हरे पौधे प्रकाश ऊर्जा को रासायनिक ऊर्जा में बदलते हैं। यह मुख्य रूप से पत्ती की कोशिकाओं के क्लोरोप्लास्ट में होता है।'
const GREEK =
  'Η φωτοσύνθεση είναι η διαδικασία με την οποία τα πράσινα φυτά μετατρέπουν τη φωτεινή ενέργεια σε χημική ενέργεια. Λαμβάνει χώρα κυρίως στους χλωροπλάστες.'

const ENGLISH = `The French Revolution began in 1789 when the Estates-General met at Versailles for the first time since 1614. The Third Estate, which represented about 98 percent of the population, declared itself the National Assembly on 17 June. Three days later its members swore the Tennis Court Oath, promising not to separate until France had a constitution. On 14 July a crowd stormed the Bastille, a royal fortress and prison, in search of gunpowder. The Declaration of the Rights of Man and of the Citizen, adopted in August, proclaimed that men are born free and equal in rights.

Photosynthesis converts light energy into chemical energy stored in glucose. In the light-dependent reactions, chlorophyll absorbs photons and water is split, releasing oxygen; ATP and NADPH are produced. The Calvin cycle then fixes carbon dioxide using the enzyme RuBisCO. Its rate depends on light intensity, temperature and CO₂ concentration.`

const CODE = `export function createBm25Index(docs: readonly (readonly string[])[], k1 = 1.2, b = 0.75) {
  const n = docs.length
  const lengths = docs.map((d) => d.length)
  const avgLength = lengths.reduce((a, c) => a + c, 0) / Math.max(1, n)
  for (const [doc, tf] of list) {
    const norm = tf + k1 * (1 - b + (b * lengths[doc]!) / (avgLength || 1))
    scores.set(doc, (scores.get(doc) ?? 0) + idf * ((tf * (k1 + 1)) / norm))
  }
}
def fib(n: int) -> int:
    """Return the n-th Fibonacci number."""
    return n if n < 2 else fib(n - 1) + fib(n - 2)
SELECT name, COUNT(*) AS total FROM students WHERE grade >= 7 GROUP BY name ORDER BY total DESC;`

const NUMBERS = Array.from(
  { length: 60 },
  (_, i) =>
    `${1900 + i}\t${(i * 37.251).toFixed(2)}\t${(i * i * 13) % 99991}\t3.14159e-${i % 9}\t+44 20 7946 ${String(1000 + i * 7).padStart(4, '0')}`,
).join('\n')

export const TOKEN_SAMPLES: Record<string, string> = {
  english: ENGLISH,
  code: CODE,
  numbers: NUMBERS,
  spanish: SPANISH,
  french: FRENCH,
  german: GERMAN,
  russian: RUSSIAN,
  greek: GREEK,
  arabic: ARABIC,
  hindi: HINDI,
  chinese: CHINESE,
  japanese: JAPANESE,
  korean: KOREAN,
}
