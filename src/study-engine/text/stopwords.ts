/**
 * Small stop-word lists. They only need to keep function words out of key phrases and search
 * terms; unknown languages fall back to frequency (see `frequencyStopWords` in tokens.ts).
 */
export type LanguageCode = 'en' | 'es' | 'fr' | 'de' | 'pt' | 'it' | 'zh' | 'ar'

const list = (words: string): ReadonlySet<string> => new Set(words.split(/\s+/).filter(Boolean))

export const STOP_WORDS: Record<LanguageCode, ReadonlySet<string>> = {
  en: list(`a about above after again against all also am an and any are as at be because been
    before being below between both but by can could did do does doing down during each few for
    from further had has have having he her here hers herself him himself his how i if in into is
    it its itself just me more most my myself no nor not now of off on once only or other our ours
    out over own same she should so some such than that the their theirs them then there these
    they this those through to too under until up very was we were what when where which while
    who whom why will with would you your yours may might must shall also however thus therefore
    many much often usually called known within without among around across via per one two three
    first second third new used use uses using make makes made like well even still yet another
    every either neither whether since though although upon onto toward towards`),
  es: list(`a al algo algunas algunos ante antes como con contra cual cuales cuando de del desde
    donde durante e el ella ellas ellos en entre era eran es esa esas ese eso esos esta estas este
    esto estos fue fueron ha han hay la las le les lo los mas más me mi mientras muy no nos o otra
    otras otro otros para pero poco por porque que qué se sea ser si sí sin sino sobre son su sus
    también tan tanto te tiene tienen todo todos tu un una uno unos unas y ya cada puede pueden
    así dos tres entonces luego según hacia hasta`),
  fr: list(`à a au aux avec ce ces cet cette comme dans de des du elle elles en est et été être eu
    il ils je la le les leur leurs lui mais me même mes moi mon ne ni nos notre nous on ont ou où
    par pas pour qu que qui sa se ses si son sont sur ta te tes toi ton tous tout toute toutes très
    tu un une vos votre vous y aussi ainsi alors car donc entre peut peuvent plus sans sous chaque
    deux trois lors leurs cela ceci dont était étaient avoir fait font`),
  de: list(`aber als am an auch auf aus bei bin bis bist da damit dann der den des dem die das dass
    daß du durch ein eine einem einen einer eines er es für gegen hat haben hatte hatten ich ihr
    ihre im in ist ja jede jeder jedes kann können mit nach nicht noch nur ob oder ohne sehr sein
    seine sich sie sind so über um und uns unter vom von vor war waren was weil welche welcher wenn
    werden wie wir wird wurde wurden zu zum zur zwischen diese dieser dieses man mehr viele zwei
    drei sowie bzw also einem einer`),
  pt: list(`a à ao aos as às com como da das de do dos e é ela elas ele eles em entre era eram essa
    esse esta este eu foi foram há isso isto já la lhe mais mas me mesmo muito na nas não nem no
    nos o os ou para pela pelas pelo pelos por qual quando que se sem ser seu seus sua suas são
    também te tem têm um uma umas uns cada pode podem dois três assim`),
  it: list(`a ad al alla alle allo agli ai anche che chi ci come con cui da dal dalla dalle dei del
    della delle dello degli di e è ed gli ha hanno i il in la le lo loro ma mi ne nei nel nella
    nelle non o per più quale quando questa queste questi questo se si sia sono su sua sue suo suoi
    tra fra un una uno essere stato stata ogni può possono due tre così`),
  // Chinese: words as Intl.Segmenter cuts them (tokens.ts); single characters never become
  // terms anyway, so the list holds the particles and function words that segment on their own.
  zh: list(`的 了 是 在 和 与 及 或 等 也 都 就 而 被 把 这 那 个 一 不 有 为 以 其 中 上 下 对 从
    到 将 由 于 之 所 如 若 则 但 并 又 即 还 很 更 最 它 他 她 我 你 们 我们 他们 它们 这个 那个
    这些 那些 这种 一种 一个 可以 能够 因为 所以 如果 但是 而且 或者 以及 通过 由于 对于 关于 之间
    其中 以上 以下 非常 没有 就是 也是 还是 已经 进行 主要 一些 每个 各种 什么 如何 为什么
    任何 第一 第二 第三 总是 为止 随后 指出 说明 直到`),
  // Arabic: the separate function words (the article al- and the conjunction wa- are written
  // onto the next word, so a term keeps them).
  ar: list(`في من على إلى عن مع هذا هذه ذلك تلك التي الذي الذين اللذان هو هي هم هن أنا نحن أنت ما
    لا لم لن إن أن كان كانت يكون تكون قد كل بعض أو ثم حتى عند بين بعد قبل حول خلال كما لكن
    أي إذا هل غير ذات ذو فيه فيها منه منها عليه عليها إليه به بها له لها كذلك أيضا أيضًا يمكن
    وهو وهي وفي ومن وقد وكان ولا`),
}

/** Frequent words that say which language a text is in (a subset, weighted by distinctiveness). */
export const LANGUAGE_MARKERS: Record<LanguageCode, ReadonlySet<string>> = {
  en: list('the and is are of to that with for this by which was were from have has'),
  es: list('el los las y es son del que con por para una también como se está están'),
  fr: list('le les et est sont des du une dans pour qui avec sur au aux cette'),
  de: list('der die das und ist sind ein eine mit von zu den dem nicht auch werden wird'),
  pt: list('o os e é são do da dos das um uma com não para em pela pelo'),
  it: list('il gli e è sono di della del che con per una un nel nella anche'),
  // Told by their scripts (tokens.ts, detectLanguage), not by marker words.
  zh: list(''),
  ar: list(''),
}

/** Words that cannot start a defined term: pronouns and demonstratives. */
export const NON_TERM_STARTS: ReadonlySet<string> = list(`this that these those it its they them
  he she there here which what who whom one each all some such our their his her we you i both
  many most several another other others any either neither few if when while because although
  esto esta este estos estas ese esa eso ello ella él ellos ellas que lo cada todo todos
  ce cela ceci il elle ils elles on qui chaque tout tous
  es er sie dies diese dieser dieses jeder jede alles man
  isso isto ele ela eles elas cada tudo questo questa quello quella ciò esso essa ogni tutto`)

/** Articles stripped from the start of a defined term ('The cell' → 'cell'). */
export const LEADING_ARTICLES: ReadonlySet<string> = list(`the a an el la los las un una unos unas
  lo le les une des du der die das den dem des ein eine einen einem einer o os as um uma uns umas
  il gli i uno`)
