import { readFileSync } from 'node:fs'
import { quickStepProblem } from '../../shared/games/swish/rules.js'
const s = JSON.parse(readFileSync('/work/wt/prompts/swish-stuck-218.json', 'utf8'))
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000 }
for (const deg of [80, 76, 73]) {
  const t = cpu()
  const r = quickStepProblem(s, deg, 1e12)
  console.log(deg, r, ((cpu() - t) / 1000).toFixed(1), 's')
}
