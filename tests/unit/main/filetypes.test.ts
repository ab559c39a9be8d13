import { describe, expect, it } from 'vitest'
import {
  FILE_EXTENSIONS,
  isOpenableName,
  isShareLink,
  kindOfName,
  stemOfName,
  withKindExtension,
} from '../../../shared/formats/filetypes.js'
import { safeFileName } from '../../../src-main/library.js'

/** the app's file names (issue 19, fix 3): single-dot extensions, old names still read */
describe('file names', () => {
  it('knows its own kinds by the new single-dot extensions and by the old double ones, in any case', () => {
    expect(kindOfName('pond.asobiba-scenario')).toBe('scenario')
    expect(kindOfName('NIGHT.ASOBIBA-SAVE')).toBe('save')
    expect(kindOfName('old.scenario.json')).toBe('scenario')
    expect(kindOfName('old.Save.Json')).toBe('save')
    expect(kindOfName('plain.json')).toBeNull()
    expect(kindOfName('asobiba-save')).toBeNull()
  })

  it('opens any .json besides its own kinds, and nothing else', () => {
    for (const name of ['a.asobiba-scenario', 'b.asobiba-save', 'c.scenario.json', 'd.JSON'])
      expect(isOpenableName(name), name).toBe(true)
    for (const name of ['notes.txt', 'json', 'a.jsonl', 'x.asobiba']) expect(isOpenableName(name), name).toBe(false)
  })

  it('appends the kind’s extension unless the name already ends in one the app reads back', () => {
    expect(withKindExtension('/x/night', 'save')).toBe('/x/night.asobiba-save')
    expect(withKindExtension('/x/night.asobiba-save', 'save')).toBe('/x/night.asobiba-save')
    expect(withKindExtension('/x/night.save.json', 'save')).toBe('/x/night.save.json')
    expect(withKindExtension('/x/night.json', 'scenario')).toBe('/x/night.json')
    // a save's extension on a scenario is no extension of a scenario
    expect(withKindExtension('/x/night.asobiba-save', 'scenario')).toBe('/x/night.asobiba-save.asobiba-scenario')
  })

  it('suggests new names with the new extensions, whatever the page suggested', () => {
    expect(stemOfName('a.scenario.json')).toBe('a')
    expect(stemOfName('b.asobiba-save')).toBe('b')
    expect(safeFileName('Pond.scenario.json', FILE_EXTENSIONS.scenario)).toBe('Pond.asobiba-scenario')
    expect(safeFileName('Night.asobiba-save', FILE_EXTENSIONS.save)).toBe('Night.asobiba-save')
  })

  it('tells asobiba: links from paths', () => {
    expect(isShareLink('asobiba://open#s=x')).toBe(true)
    expect(isShareLink('ASOBIBA:x')).toBe(true)
    expect(isShareLink('/home/asobiba:x.json')).toBe(false)
    expect(isShareLink('C:\\asobiba.json')).toBe(false)
  })
})
