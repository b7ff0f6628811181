/** tesseract.js-core's Emscripten factories (CommonJS, no typings): see tesseract-engine.ts. */
declare module 'tesseract.js-core/tesseract-core-simd-lstm.js' {
  const factory: (options: object) => Promise<unknown>
  export default factory
}
declare module 'tesseract.js-core/tesseract-core-lstm.js' {
  const factory: (options: object) => Promise<unknown>
  export default factory
}
