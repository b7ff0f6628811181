import { runAppPlan, runOraclePlan, type Learning } from '../src/features/flashcards/model/exam-simulation'
const cards = Number(process.argv[2]); const learning = process.argv[3] as Learning
for (const name of ['forgetful','power-law','hard-third','fsrs-default']) {
  const { createStudent } = await import(`./students/${name}.mjs`)
  const rows = []
  for (const seed of [1,2,3,4,5]) {
    const o = { cards, days: 21, targetRecall: 0.95 }
    const app = runAppPlan({ ...o, learning, student: createStudent(seed) })
    const or = runOraclePlan({ ...o, student: createStudent(seed) })
    rows.push(`${(app.examDayRecall*100).toFixed(1)}/${(app.predictedRecall*100).toFixed(1)}/${(app.reviews/or.reviews).toFixed(2)}`)
  }
  console.log(name, rows.join('  '))
}
