/** `import url from './module.tsx?chunk-url'` (src/site/chunk-url.ts): the built chunk's URL. */
declare module '*?chunk-url' {
  const url: string;
  export default url;
}
