/**
 * Source texts written for the offline engine's tests and benchmark: three subjects in English
 * plus Spanish, French and German, and a ~900-character paragraph like the Try Example.
 */

export const PHOTOSYNTHESIS = `Photosynthesis is the process by which green plants convert light energy into chemical energy. It takes place mainly in the chloroplasts of leaf cells. Chlorophyll is the green pigment that absorbs red and blue light. During the light-dependent reactions, water molecules are split and oxygen is released as a by-product. The Calvin cycle is the set of reactions that fixes carbon dioxide into sugar. ATP and NADPH from the light reactions power the Calvin cycle. Glucose produced by photosynthesis is used for growth or stored as starch. Stomata are small pores that let carbon dioxide enter the leaf. The rate of photosynthesis depends on light intensity, temperature and carbon dioxide concentration. Almost all food chains on Earth begin with the sugars that plants make in this way. Photosynthesis also keeps the oxygen level of the atmosphere stable for animals.`

export const BIOLOGY = `# The Cell

## Cell Structure

The cell is the basic unit of life. All living organisms are made of one or more cells. The plasma membrane is a thin barrier that controls what enters and leaves the cell. The cytoplasm is the jelly-like fluid that fills the cell and holds the organelles. Most cells are only 10 to 100 micrometres wide, so they can be seen only with a microscope.

## Organelles

The nucleus is the organelle that stores the cell's DNA. Mitochondria are organelles that release energy from glucose during cellular respiration. Ribosomes are small structures that build proteins from amino acids. The endoplasmic reticulum is a network of membranes that transports proteins through the cell. Plant cells also contain chloroplasts and a rigid cell wall made of cellulose.

## Cell Division

Mitosis is the division of one nucleus into two identical nuclei. Before mitosis begins, the cell copies its DNA during interphase. Meiosis is a type of cell division that produces four sex cells with half the usual number of chromosomes. Errors in cell division can lead to mutations and, in some cases, to cancer.`

export const HISTORY = `# The French Revolution

## Causes

The French Revolution was a period of political and social upheaval in France that began in 1789. By the 1780s the French state was deeply in debt after costly wars, including its support for the American Revolution. The Estates-General was an assembly of representatives of the clergy, the nobility and the common people. King Louis XVI called the Estates-General in May 1789 to approve new taxes. The Third Estate refers to the common people, who made up about 97 percent of the population.

## Events

On 20 June 1789 the deputies of the Third Estate swore the Tennis Court Oath, promising not to separate until France had a constitution. On 14 July 1789 crowds in Paris stormed the Bastille, a royal fortress and prison. The Declaration of the Rights of Man and of the Citizen was adopted in August 1789. The monarchy was abolished in September 1792, and Louis XVI was executed in January 1793.

## The Terror and After

The Reign of Terror was a period of mass executions led by the Committee of Public Safety between 1793 and 1794. Maximilien Robespierre dominated the Committee until his own execution in July 1794. The Directory was the five-member government that ruled France from 1795 to 1799. In November 1799 Napoleon Bonaparte seized power in a coup, which ended the revolutionary decade.`

export const ECONOMICS = `Supply and Demand

Demand is the quantity of a good that consumers are willing and able to buy at each price. The law of demand states that, other things equal, a higher price leads to a lower quantity demanded. Supply is the quantity of a good that producers are willing to sell at each price. When prices rise, producers usually offer more of a good for sale.

Market Equilibrium

Equilibrium is the point at which the quantity supplied equals the quantity demanded. At the equilibrium price there is neither a shortage nor a surplus. A shortage is a situation in which demand exceeds supply at the current price. A surplus is a situation in which supply exceeds demand, which pushes prices down.

Elasticity and Policy

Price elasticity of demand measures how strongly the quantity demanded responds to a change in price. Goods with many substitutes tend to have elastic demand, while necessities such as insulin have inelastic demand. A price ceiling is a legal maximum price, such as rent control in some cities. Opportunity cost refers to the value of the next best alternative that is given up when a choice is made.`

export const SPANISH = `# La célula

La célula es la unidad básica de la vida. Todos los seres vivos están formados por una o más células. El núcleo es el orgánulo que contiene el material genético de la célula. Las mitocondrias son los orgánulos que producen energía mediante la respiración celular. La membrana plasmática es una capa delgada que controla el paso de sustancias. Los ribosomas son las estructuras que fabrican las proteínas. La fotosíntesis se define como el proceso por el cual las plantas transforman la luz en energía química. Los cloroplastos son los orgánulos donde se realiza la fotosíntesis en las células vegetales.`

export const FRENCH = `# La cellule

La cellule est l'unité de base du vivant. Tous les êtres vivants sont formés d'une ou de plusieurs cellules. Le noyau est l'organite qui contient le matériel génétique de la cellule. Les mitochondries sont des organites qui produisent de l'énergie grâce à la respiration cellulaire. La membrane plasmique est une fine couche qui contrôle les échanges avec le milieu extérieur. Les ribosomes sont des structures qui fabriquent les protéines. La photosynthèse désigne le processus par lequel les plantes transforment la lumière en énergie chimique. Les chloroplastes sont les organites où se déroule la photosynthèse dans les cellules végétales.`

export const GERMAN = `# Die Zelle

Die Zelle ist die kleinste Einheit des Lebens. Alle Lebewesen bestehen aus einer oder mehreren Zellen. Der Zellkern ist das Organell, das die Erbinformation der Zelle enthält. Mitochondrien sind Organellen, die durch die Zellatmung Energie bereitstellen. Die Zellmembran ist eine dünne Schicht, die den Stoffaustausch mit der Umgebung kontrolliert. Ribosomen sind Strukturen, die Proteine herstellen. Die Photosynthese bezeichnet den Vorgang, bei dem Pflanzen Lichtenergie in chemische Energie umwandeln. Chloroplasten sind die Organellen, in denen die Photosynthese in Pflanzenzellen abläuft.`

/** A copy of the app's Try Example text (src/features/generation/model/example-notes.ts). */
export const TRY_EXAMPLE = `Photosynthesis is how green plants, algae and some bacteria convert light energy into chemical energy stored in glucose. It takes place in the chloroplasts, organelles found mainly in the cells of the leaf mesophyll. Each chloroplast has a double membrane and stacks of flattened sacs called thylakoids, surrounded by a fluid called the stroma.

The light-dependent reactions happen in the thylakoid membranes. Chlorophyll absorbs red and blue light, which excites electrons. Water molecules are split (photolysis), releasing oxygen as a by-product, and the energy of the electrons is used to make ATP and NADPH.

The light-independent reactions, known as the Calvin cycle, take place in the stroma. The enzyme RuBisCO fixes carbon dioxide onto ribulose bisphosphate, and ATP and NADPH from the light reactions are used to reduce the products into sugars.

Plant cells also have a cellulose cell wall, a large central vacuole and mitochondria, where respiration releases the energy in glucose.`

export const CHINESE = `# 细胞

细胞是生命的基本单位。所有生物都由一个或多个细胞组成。细胞核是储存遗传物质的细胞器。线粒体是通过细胞呼吸产生能量的细胞器。细胞膜是控制物质进出细胞的一层薄膜。核糖体是合成蛋白质的结构。光合作用是指植物利用光能把二氧化碳和水转化为葡萄糖的过程。叶绿体是植物细胞中进行光合作用的细胞器。叶绿素吸收光能，并把光能传递给叶绿体。`

export const ARABIC = `# الخلية

الخلية هي الوحدة الأساسية للحياة. تتكون جميع الكائنات الحية من خلية واحدة أو أكثر. النواة هي العضية التي تحتوي على المادة الوراثية للخلية. الميتوكوندريا هي العضيات التي تنتج الطاقة عن طريق التنفس الخلوي. الغشاء الخلوي هو طبقة رقيقة تتحكم في مرور المواد. الريبوسومات هي التراكيب التي تصنع البروتينات. البناء الضوئي هو العملية التي تحول بها النباتات الضوء إلى طاقة كيميائية. البلاستيدات الخضراء هي العضيات التي يحدث فيها البناء الضوئي في الخلايا النباتية.`
