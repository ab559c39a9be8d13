import { strToU8 } from 'fflate'

/**
 * The preset DEFLATE dictionary of share links, format 1: the keys and words the four games'
 * scenarios and saved games are made of, so that even the first occurrence of each is a short
 * back-reference. FROZEN: a link made today must open in every later version, so this text never
 * changes; a new dictionary is a new link format (a new first character of the payload, see
 * codec.ts). A test pins its checksum.
 */
const TEXT = [
  '"hill","house","lantern","field","school","bus","shop","pond","bridge","tree","well","torii","shrine",',
  '"forbidden","blue","yellow","red","green","zero","X","queen","anywhere","random","easy","normal","hard",',
  '{"format":"asobiba.save","version":2,"summary":{"game":"","title":"","seats":[{"name":"","colour":"#","bot":"easy"}],',
  '"turn":0,"actions":0,"savedAt":"2026-01-01T00:00:00.000Z"},"seed":,"cursor":,"actions":[{"t":"',
  '"scenario":{"format":"asobiba.scenario","version":1,"game":"recess","game":"swish","game":"exxtra","game":"kakekko",',
  '"meta":{"title":"","author":"Asobiba team","description":"","created":"2026-","updated":"2026-","appVersion":"0.1.0"},',
  '"players":{"min":2,"max":4},"rules":{"nunMoves":,"shoveAdjacency":,"turns":,"startCoins":,"turnTimer":',
  '"jointLimit":,"selfOverlap":,"bonesPerColour":,"stallRounds":,"pondRadius":,"tableRadius":',
  '"trackLength":,"dieA":["1","2","3","4","5","6"],"dieB":,"firstRollDoubleX":,"roundLimit":,"rollLimit":',
  '"connectFrom":"anywhere","secretBases":false,"thereAndBack":false,"teams":false,"maxValue":,"maxHand":,"marblesPerPlayer":,"maxSlotLength":',
  '},"board":{"width":,"height":,"rows":["......","#","SS"],"entrances":{"boys":{"gates":[]},"girls":{"gates":[]}},"nuns":[',
  '"fish":{"~":["colour","x","y","angle"],"r":[["red",',
  '"slots":{"~":["x","y","heading"],"r":[[',
  '"roads":{"~":["a","b"],"r":[[',
  '"squares":{"~":["id","x","y","kind","area"],"r":[[1,',
  '"passage",',
].join('')

export const DICTIONARY_V1: Uint8Array = strToU8(TEXT)
