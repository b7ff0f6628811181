/** What the study guide view shows of a guide (the library's StudyGuide fits it). */
export interface GuideDocument {
  id: string
  title: string
  content: string
  createdAt: string
  kind: 'guide' | 'unit' | 'combined'
  /** A unit guide made from other guides; its components get their own tabs. */
  isUnitGuide: boolean
}
