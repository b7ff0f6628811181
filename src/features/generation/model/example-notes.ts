/** The Try Example text (a sample biology text and title). */
export const exampleTitle = 'Photosynthesis and the Plant Cell'

export const exampleNotes = `Photosynthesis is how green plants, algae and some bacteria convert light energy into chemical energy stored in glucose. It takes place in the chloroplasts, organelles found mainly in the cells of the leaf mesophyll. Each chloroplast has a double membrane and stacks of flattened sacs called thylakoids, surrounded by a fluid called the stroma.

The light-dependent reactions happen in the thylakoid membranes. Chlorophyll absorbs red and blue light, which excites electrons. Water molecules are split (photolysis), releasing oxygen as a by-product, and the energy of the electrons is used to make ATP and NADPH.

The light-independent reactions, known as the Calvin cycle, take place in the stroma. The enzyme RuBisCO fixes carbon dioxide onto ribulose bisphosphate, and ATP and NADPH from the light reactions are used to reduce the products into sugars.

Plant cells also have a cellulose cell wall, a large central vacuole and mitochondria, where respiration releases the energy in glucose.`
