/** The unit guide's own document tab; the component guides' tabs are named by their (uuid) ids. */
export const MAIN_DOCUMENT = 'unit'
