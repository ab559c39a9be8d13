import { describe, expect, it } from 'vitest'
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { join, resolve } from 'node:path'

/**
 * The desktop workflow (.github/workflows/desktop.yml) cannot run here; what can be checked is
 * that GitHub would accept it (@action-validator/core, the workflow schema compiled to WebAssembly:
 * no download) and that it does what issue 19 asks of it.
 */
const require = createRequire(import.meta.url)
const root = resolve(import.meta.dirname, '../../..')
const { validateWorkflow } = require('@action-validator/core') as {
  validateWorkflow: (src: string) => { errors: { title: string; detail?: string; path?: string }[] }
}
const yaml = require('js-yaml') as { load(text: string): unknown }

const source = readFileSync(join(root, '.github/workflows/desktop.yml'), 'utf8')
interface Step {
  name?: string
  uses?: string
  run?: string
  if?: string
  with?: Record<string, unknown>
  env?: Record<string, string>
}
interface Job {
  'runs-on': string
  strategy: { matrix: { os?: string[]; include?: { os: string; targets: string }[] } }
  steps: Step[]
}
const workflow = yaml.load(source) as { env: Record<string, string>; jobs: Record<string, Job> }
const runs = (job: Job) => job.steps.map((s) => s.run ?? '').join('\n')

describe('desktop workflow', () => {
  it('is a valid GitHub Actions workflow', () => {
    expect(validateWorkflow(source).errors).toEqual([])
  })

  it('is checked by a validator that does refuse a broken workflow', () => {
    const broken = source.replace('runs-on: ${{ matrix.os }}', 'run-on: ${{ matrix.os }}')
    expect(validateWorkflow(broken).errors.length).toBeGreaterThan(0)
    expect(validateWorkflow('jobs: [').errors.length).toBeGreaterThan(0)
  })

  it('tests on Linux, Windows and macOS with Node 20 and the real Electron', () => {
    const test = workflow.jobs.test
    expect(test.strategy.matrix.os).toEqual(['ubuntu-latest', 'windows-latest', 'macos-latest'])
    expect(workflow.env.NODE_VERSION).toBe('20')
    expect(source).not.toContain('ELECTRON_SKIP_BINARY_DOWNLOAD')
    expect(runs(test)).toMatch(/npm ci/)
    expect(test.steps.find((s) => s.run === 'npm test')?.env).toEqual({ ASOBIBA_E2E: 'browser' })
  })

  it('runs the Electron journeys on the built app, under xvfb on Linux, and refuses a browser fallback', () => {
    const journeys = workflow.jobs.test.steps.filter((s) => s.run?.includes('npm run test:electron'))
    expect(journeys.map((s) => [s.if, s.run])).toEqual([
      ["runner.os == 'Linux'", 'xvfb-run -a npm run test:electron'],
      ["runner.os != 'Linux'", 'npm run test:electron'],
    ])
    for (const s of journeys) expect(s.env).toEqual({ ASOBIBA_REQUIRE_ELECTRON: '1' })
    const steps = workflow.jobs.test.steps.map((s) => s.run)
    expect(steps.indexOf('npm run build')).toBeLessThan(steps.indexOf('xvfb-run -a npm run test:electron'))
  })

  it('packages AppImage and deb, NSIS and an unsigned dmg, uploads them, and starts the Linux app', () => {
    const pack = workflow.jobs.package
    expect(pack.strategy.matrix.include).toEqual([
      { os: 'ubuntu-latest', targets: '--linux AppImage deb' },
      { os: 'windows-latest', targets: '--win nsis' },
      { os: 'macos-latest', targets: '--mac dmg' },
    ])
    expect(pack.steps.find((s) => s.run?.startsWith('npx electron-builder'))?.env).toEqual({
      CSC_IDENTITY_AUTO_DISCOVERY: 'false',
    })
    const upload = pack.steps.find((s) => s.uses?.startsWith('actions/upload-artifact@'))
    expect(String(upload?.with?.path)).toMatch(/AppImage[\s\S]*deb[\s\S]*exe[\s\S]*dmg/)
    expect(upload?.with?.['if-no-files-found']).toBe('error')
    const smoke = pack.steps.find((s) => s.run?.includes('smoke-linux.sh'))
    expect(smoke?.if).toBe("runner.os == 'Linux'")
  })

  it('has a smoke script that bash accepts and that waits for the window titled Asobiba', () => {
    const script = join(root, '.github/scripts/smoke-linux.sh')
    execFileSync('bash', ['-n', script])
    expect(readFileSync(script, 'utf8')).toContain('xdotool search --sync --name "^Asobiba$"')
  })
})
