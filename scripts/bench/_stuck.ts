import { readFileSync } from 'node:fs'
import { quickStepProblem } from '../../shared/games/swish/rules.js'
import { FINE } from '../../shared/games/swish/fish.js'
const s = JSON.parse(readFileSync('/work/wt/prompts/swish-stuck-218.json', 'utf8'))
console.log('limit', s.limit, 'seat', s.seat, 'len', s.len, 'bones', s.fish[s.seat].c.length, 'pond', s.pond.length)
const cpu = () => { const c = process.cpuUsage(); return (c.user + c.system) / 1000 }
const L = s.limit
const res: Record<string, string> = {}
for (let deg = -L; deg <= L; deg++) {
  let most = 64, r: number | null = null
  const t = cpu()
  while (most <= 64 * 4 ** 7) { r = quickStepProblem(s, deg, most); if (r !== null) break; most *= 4 }
  res[deg] = r === null ? `>${most / 4}` : r === FINE ? `ok@${most}` : `no(${r})@${most}`
  if (deg % 10 === 0) console.log(deg, res[deg], (cpu() - t).toFixed(0), 'ms')
}
console.log(JSON.stringify(res))
