import 'vitest-canvas-mock'

// happy-dom has no FontFaceSet: the part of it the app uses (src-renderer/uiFont.ts), with no fonts
if (!('fonts' in document)) {
  const fonts = Object.assign(new EventTarget(), {
    ready: Promise.resolve(),
    add: () => fonts,
    [Symbol.iterator]: function* () {},
  })
  Object.defineProperty(document, 'fonts', { value: fonts })
}
