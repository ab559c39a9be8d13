import { strToU8 } from 'fflate'

/**
 * The preset DEFLATE dictionaries of share links. Format 1: the keys and words the four games'
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

/**
 * The built-in scenarios of the four games as they shipped when format 2 was made, packed
 * (pack.ts) as a link carries them. FROZEN like format 1's words: a saved game of a built-in board
 * (almost every game people share) then carries its scenario as a few back-references, about
 * 1,500 characters less for Kakekko's course, and stays self-contained: when a built-in board
 * changes, its links still open, they only compress less well. Kakekko is last: the nearest text
 * to the data, for the densest board.
 */
const BUILT_INS_2026 = [
  // exxtra
  '{"format":"asobiba.scenario","version":1,"game":"exxtra","meta":{"title":"Exxtra","author":"Asob',
  'iba team (game by Reiner Knizia)","description":"The standard race: a track of 20 squares, the t',
  'wo original dice, a first-roll X-X worth 00."},"players":{"min":3,"max":6},"rules":{"trackLength',
  '":20,"dieA":["1","2","3","4","7","X"],"dieB":["1","2","3","5","6","X"],"firstRollDoubleX":"zero"',
  ',"roundLimit":60,"rollLimit":20},"board":{}}',
  // recess
  '{"format":"asobiba.scenario","version":1,"game":"recess","meta":{"title":"Recess!","author":"Aso',
  'biba team (game by Atlas Games)","description":"The standard playground: 12 by 12 cells, boys en',
  'ter at the top-left corner, girls at the bottom-right, two nuns on the safe corners, 30 turns."}',
  ',"players":{"min":3,"max":5},"rules":{"nunMoves":"queen","shoveAdjacency":8,"turns":30,"startCoi',
  'ns":10,"turnTimer":0},"board":{"width":12,"height":12,"rows":["SS..........","SS..##......","...',
  '....#....","..#....#.#..","..#......#..",".....##.....",".....##.....","..#......#..","..#.#....',
  '#..","....#.......","......##..SS","..........SS"],"entrances":{"boys":{"gates":[[0,0],[0,1],[1,',
  '0]]},"girls":{"gates":[[11,11],[11,10],[10,11]]}},"nuns":[[1,1],[10,10]]}}',
  // swish
  '{"format":"asobiba.scenario","version":1,"game":"swish","meta":{"title":"Swish: the default pond',
  '","author":"Asobiba team","description":"Thirty-two loose bones, eight of each colour, scattered',
  ' by seeded Poisson-disc sampling (seed 2010, pond radius 6, spacing 0.8), and twelve start place',
  's around the edge."},"players":{"min":2,"max":4},"rules":{"jointLimit":90,"selfOverlap":"forbidd',
  'en","bonesPerColour":8,"stallRounds":10},"board":{"pondRadius":6,"tableRadius":10,"fish":{"~":["',
  'colour","x","y","angle"],"r":[["blue",3.679,4.088,179.755],["yellow",-0.351,-1.804,77.96],["red"',
  ',-2.028,3.732,6.364],["red",4.163,-0.227,62.797],["red",-3.273,-0.731,113.172],["blue",4.184,-3.',
  '268,28.227],["blue",1.455,3.496,92.249],["green",2.362,-3.572,109.252],["green",0.76,-2.904,177.',
  '947],["green",-4.229,0.792,121.866],["yellow",-2.073,-4.415,172.881],["yellow",-4.749,-0.898,168',
  '.119],["yellow",3.794,-2.042,77.187],["blue",2.812,2.135,49.055],["red",1.407,1.638,85.109],["bl',
  'ue",0.308,-4.368,87.487],["blue",-2.18,1.241,11.763],["green",-3.732,-2.482,123.618],["red",1.43',
  '4,-4.747,89.862],["yellow",4.052,2.499,66.284],["red",5.445,-0.647,116.306],["blue",0.85,-0.604,',
  '28.781],["yellow",0.233,1.261,67.748],["green",3.031,-0.276,81.237],["blue",-0.103,4.437,179.651',
  '],["green",-3.975,2.23,18.077],["red",-1.221,2.394,164.985],["red",5.098,1.552,176.602],["green"',
  ',-1.572,-2.814,112.488],["yellow",1.472,5.282,147.897],["yellow",-1.149,0.276,47.655],["green",-',
  '1.745,4.957,52.169]]},"slots":{"~":["x","y","heading"],"r":[[0,-6.6,90],[3.3,-5.716,120],[5.716,',
  '-3.3,150],[6.6,0,180],[5.716,3.3,-150],[3.3,5.716,-120],[0,6.6,-90],[-3.3,5.716,-60],[-5.716,3.3',
  ',-30],[-6.6,0,0],[-5.716,-3.3,30],[-3.3,-5.716,60]]}}}',
  // kakekko
  '{"format":"asobiba.scenario","version":1,"game":"kakekko","meta":{"title":"Summer road to the sh',
  'rine","author":"Asobiba team","description":"Four areas of a summer village: from the shrine of ',
  'area 4 past the well, the rice field, the school and the pond to the shrine of area 1. Fourteen ',
  'dotted shortcuts wait for a marker."},"players":{"min":2,"max":8},"rules":{"connectFrom":"anywhe',
  're","secretBases":false,"thereAndBack":false,"teams":false,"maxValue":12,"maxHand":6,"marblesPer',
  'Player":3,"maxSlotLength":360,"roundLimit":120},"board":{"width":1600,"height":1100,"squares":{"',
  '~":["id","x","y","kind","area"],"r":[[1,110,1010,"shrine",4],[2,220,1010,"icon",4,{"icon":"torii',
  '"}],[3,338,1006,"passage",4],[4,460,1010,"passage",4],[5,570,1010,"passage",4],[6,666,962,"icon"',
  ',4,{"icon":"well"}],[7,630,886,"passage",4],[8,518,870,"passage",4],[9,408,874,"passage",4],[10,',
  '292,866,"passage",4],[11,178,864,"passage",4],[12,140,782,"icon",4,{"icon":"tree"}],[13,234,728,',
  '"passage",4],[14,348,734,"passage",4],[15,458,726,"passage",4],[16,580,734,"passage",4],[17,688,',
  '730,"icon",4,{"icon":"bridge"}],[18,814,730,"passage",3],[19,920,732,"passage",3],[20,1046,728,"',
  'passage",3],[21,1154,734,"passage",3],[22,1192,826,"passage",3],[23,1098,868,"icon",3,{"icon":"p',
  'ond"}],[24,974,874,"passage",3],[25,886,908,"passage",3],[26,900,996,"passage",3],[27,1000,1008,',
  '"passage",3],[28,1118,1004,"icon",3,{"icon":"shop"}],[29,1236,1014,"passage",3],[30,1344,1014,"p',
  'assage",3],[31,1456,1012,"passage",3],[32,1536,926,"passage",3],[33,1532,810,"passage",3],[34,15',
  '34,694,"icon",3,{"icon":"bus"}],[35,1536,586,"passage",3],[36,1500,474,"passage",2],[37,1386,468',
  ',"passage",2],[38,1266,466,"icon",2,{"icon":"school"}],[39,1160,466,"passage",2],[40,1038,472,"p',
  'assage",2],[41,938,438,"passage",2],[42,938,356,"passage",2],[43,1042,332,"passage",2],[44,1162,',
  '336,"passage",2],[45,1272,336,"passage",2],[46,1398,334,"passage",2],[47,1466,252,"passage",2],[',
  '48,1380,192,"icon",2,{"icon":"hill"}],[49,1262,188,"passage",2],[50,1146,188,"passage",2],[51,10',
  '38,192,"passage",2],[52,922,186,"passage",2],[53,798,196,"icon",2,{"icon":"bridge"}],[54,688,188',
  ',"passage",1],[55,576,188,"passage",1],[56,462,190,"passage",1],[57,342,188,"icon",1,{"icon":"ho',
  'use"}],[58,222,194,"passage",1],[59,138,242,"passage",1],[60,190,324,"passage",1],[61,304,330,"p',
  'assage",1],[62,410,324,"passage",1],[63,524,332,"passage",1],[64,630,366,"icon",1,{"icon":"lante',
  'rn"}],[65,624,446,"passage",1],[66,528,470,"passage",1],[67,410,466,"passage",1],[68,294,470,"ic',
  'on",1,{"icon":"torii"}],[69,150,470,"shrine",1],[70,1088,1066,"passage",3],[71,1198,1076,"icon",',
  '3,{"icon":"field"}],[72,1298,1046,"passage",3],[73,1132,528,"passage",2],[74,1232,542,"icon",2,{',
  '"icon":"pond"}],[75,1340,510,"passage",2]]},"roads":[[1,2],[2,3],[3,4],[4,5],[5,6],[6,7],[7,8],[',
  '8,9],[9,10],[10,11],[11,12],[12,13],[13,14],[14,15],[15,16],[16,17],[17,18],[18,19],[19,20],[20,',
  '21],[21,22],[22,23],[23,24],[24,25],[25,26],[26,27],[27,28],[28,29],[29,30],[30,31],[31,32],[32,',
  '33],[33,34],[34,35],[35,36],[36,37],[37,38],[38,39],[39,40],[40,41],[41,42],[42,43],[43,44],[44,',
  '45],[45,46],[46,47],[47,48],[48,49],[49,50],[50,51],[51,52],[52,53],[53,54],[54,55],[55,56],[56,',
  '57],[57,58],[58,59],[59,60],[60,61],[61,62],[62,63],[63,64],[64,65],[65,66],[66,67],[67,68],[68,',
  '69],[27,70],[70,71],[71,72],[72,30],[40,73],[73,74],[74,75],[75,37]],"slots":{"~":["id","a","b"]',
  ',"r":[[1,43,51],[2,8,16],[3,55,63],[4,2,10],[5,37,45],[6,60,68],[7,22,30],[8,17,25],[9,56,62],[1',
  '0,44,50],[11,3,9],[12,42,52],[13,61,67],[14,23,29]]}}}',
].join('')

/** format 2's dictionary: format 1's, then the built-in scenarios (at 7,755 bytes, well inside DEFLATE's 32 KB window) */
export const DICTIONARY_V2: Uint8Array = strToU8(TEXT + BUILT_INS_2026)
