// Prints the one line CI reads, `N passed, N failed[, N skipped]`, from the JSON reports of
// the runners that ran. A missing or unreadable report means its runner crashed: it counts
// as a failure, and so does a run that executed no test at all.
import fs from 'node:fs'

function readCounts(file) {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'))
  if ('numPassedTests' in report) {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      flaky: 0,
    }
  }
  if (report.stats) {
    const { expected = 0, unexpected = 0, skipped = 0, flaky = 0 } = report.stats
    return { passed: expected + flaky, failed: unexpected, skipped, flaky }
  }
  throw new Error('not a vitest or Playwright JSON report')
}

const total = { passed: 0, failed: 0, skipped: 0 }
let broken = false
for (const file of process.argv.slice(2)) {
  try {
    const counts = readCounts(file)
    total.passed += counts.passed
    total.failed += counts.failed
    total.skipped += counts.skipped
    if (counts.flaky > 0) console.log(`${file}: ${counts.flaky} flaky (passed on retry)`)
  } catch (error) {
    console.log(`${file}: no usable report (${error.message}); counting its runner as failed`)
    total.failed += 1
    broken = true
  }
}
const ranNothing = total.passed + total.failed === 0
if (ranNothing) console.log('no test ran')
const skipped = total.skipped > 0 ? `, ${total.skipped} skipped` : ''
console.log(`${total.passed} passed, ${total.failed} failed${skipped}`)
process.exit(total.failed > 0 || broken || ranNothing ? 1 : 0)
