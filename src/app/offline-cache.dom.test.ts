import { dehydrate, onlineManager, QueryClient } from '@tanstack/react-query'
import { offlineCopies } from '@/lib/offline-data/offline-copy-store'
import { SPEECH_CACHE } from '@/lib/ai/speech-cache'
import { noteGuideOpened } from '@/lib/offline-data/kept-guides'
import { forgetOfflineCopy, keepOfflineCopy, restoreOfflineCopy } from './offline-cache'

/**
 * The student's copy restored into a new cache once the page's save has put its sets in it
 * (the save comes a second after a change; later on a busy machine).
 */
function copyOnceSaved(student: string): Promise<QueryClient> {
  return vi.waitFor(
    async () => {
      const copy = new QueryClient()
      await restoreOfflineCopy(copy, student)
      expect(copy.getQueryData(['flashcard-sets', 'all'])).toBeDefined()
      return copy
    },
    { timeout: 15_000, interval: 250 },
  )
}

afterEach(() => {
  vi.unstubAllGlobals()
  onlineManager.setOnline(true)
})

describe('forgetOfflineCopy', () => {
  it("takes the overviews' spoken lines off the device with the student's copy", async () => {
    // jsdom has no Cache API: a stand-in of the browser's, recording what is deleted.
    const deleted: string[] = []
    vi.stubGlobal('caches', {
      delete: (name: string) => Promise.resolve(deleted.push(name) > 0),
    })
    await forgetOfflineCopy('a-student')
    expect(deleted).toEqual([SPEECH_CACHE])
  })
})

describe('keepOfflineCopy', () => {
  const student = 'student-keeping'
  const guideKey = ['study-guides', 'detail', 'guide-cells']
  const todayKey = ['flashcard-sets', 'all']
  const restored = async () => {
    const client = new QueryClient()
    await restoreOfflineCopy(client, student)
    return client
  }

  it('keeps the guides other pages kept when a page opened online saves what it read', async () => {
    // A guide's page opened online: its guide goes into the copy.
    const guidePage = new QueryClient()
    const stopGuidePage = keepOfflineCopy(guidePage, student)
    noteGuideOpened(student, 'guide-cells')
    guidePage.setQueryData(guideKey, { title: 'Cell Biology' })
    await vi.waitFor(async () => expect((await restored()).getQueryData(guideKey)).toBeDefined(), {
      timeout: 5_000,
    })
    stopGuidePage()

    // Later /today, opened online in a new page: its cache holds only what it read.
    const todayPage = new QueryClient()
    const stopTodayPage = keepOfflineCopy(todayPage, student)
    todayPage.setQueryData(todayKey, [{ id: 'set-organelles' }])
    await vi.waitFor(async () => expect((await restored()).getQueryData(todayKey)).toBeDefined(), {
      timeout: 5_000,
    })
    stopTodayPage()

    // Offline, the guide still opens from the copy.
    expect((await restored()).getQueryData(guideKey)).toEqual({ title: 'Cell Biology' })
  })

  it('drops a guide opened 31 days ago though its data were fetched again yesterday, and keeps one opened 29 days ago', async () => {
    const day = 24 * 60 * 60 * 1000
    const now = Date.now()
    const student = 'student-opening'
    const monthOld = ['study-guides', 'detail', 'guide-month-old']
    const recent = ['study-guides', 'detail', 'guide-recent']
    noteGuideOpened(student, 'guide-month-old', now - 31 * day)
    noteGuideOpened(student, 'guide-recent', now - 29 * day)
    // Both guides' data were fetched again yesterday (as the copy's own refresh fetches every
    // kept guide's on each page), their quizzes too; this page does not fetch them again (the
    // connection dropped: the fetching ahead waits for it).
    onlineManager.setOnline(false)
    const page = new QueryClient()
    const stop = keepOfflineCopy(page, student)
    for (const key of [monthOld, recent])
      page.setQueryData(key, { title: String(key[2]) }, { updatedAt: now - day })
    page.setQueryData(['quizzes', 'guide-month-old'], [], { updatedAt: now - day })
    page.setQueryData(['quizzes', 'guide-recent'], [], { updatedAt: now - day })
    page.setQueryData(['flashcard-sets', 'all'], [], { updatedAt: now - day })
    const copy = await copyOnceSaved(student)
    stop()
    expect(copy.getQueryData(recent)).toEqual({ title: 'guide-recent' })
    expect(copy.getQueryData(['quizzes', 'guide-recent'])).toEqual([])
    expect(copy.getQueryData(monthOld)).toBeUndefined()
    expect(copy.getQueryData(['quizzes', 'guide-month-old'])).toBeUndefined()
  })

  it('keeps, after an upgrade, the guides a copy saved by the earlier version held until they age out by when they were read', async () => {
    const day = 24 * 60 * 60 * 1000
    const now = Date.now()
    const student = 'student-upgrading'
    const read10DaysAgo = ['study-guides', 'detail', 'guide-10-days']
    const read40DaysAgo = ['study-guides', 'detail', 'guide-40-days']
    // The earlier version's copy: its guides, no openings noted on this device.
    const earlier = new QueryClient()
    earlier.setQueryData(read10DaysAgo, { title: 'Ten days' }, { updatedAt: now - 10 * day })
    earlier.setQueryData(read40DaysAgo, { title: 'Forty days' }, { updatedAt: now - 40 * day })
    await offlineCopies.put({
      id: student,
      savedAt: now - 10 * day,
      state: dehydrate(earlier),
    })
    // This version's first page opens /today, no guide's screen; the connection has dropped.
    onlineManager.setOnline(false)
    const page = new QueryClient()
    const stop = keepOfflineCopy(page, student)
    page.setQueryData(['flashcard-sets', 'all'], [], { updatedAt: now })
    const copy = await copyOnceSaved(student)
    stop()
    expect(copy.getQueryData(read10DaysAgo)).toEqual({ title: 'Ten days' })
    expect(copy.getQueryData(read40DaysAgo)).toBeUndefined()
  })

  it('keeps a guide with an exam still to come whatever its age, and drops an old one without', async () => {
    const page = new QueryClient()
    const stop = keepOfflineCopy(page, student)
    const longAgo = Date.now() - 40 * 24 * 60 * 60 * 1000
    const examGuide = ['study-guides', 'detail', 'guide-exam']
    const oldGuide = ['study-guides', 'detail', 'guide-old']
    const inAWeek = new Date(Date.now() + 7 * 24 * 60 * 60 * 1000)
    const examDate = `${inAWeek.getFullYear()}-${String(inAWeek.getMonth() + 1).padStart(2, '0')}-${String(inAWeek.getDate()).padStart(2, '0')}`
    page.setQueryData(examGuide, { title: 'Genetics' }, { updatedAt: longAgo })
    page.setQueryData(oldGuide, { title: 'Old notes' }, { updatedAt: longAgo })
    page.setQueryData(['exam-dates'], [{ guideId: 'guide-exam', examDate, targetRecall: 0.9 }])
    await vi.waitFor(
      async () => expect((await restored()).getQueryData(['exam-dates'])).toBeDefined(),
      { timeout: 5_000 },
    )
    stop()
    const copy = await restored()
    expect(copy.getQueryData(examGuide)).toEqual({ title: 'Genetics' })
    expect(copy.getQueryData(oldGuide)).toBeUndefined()
  })
})
