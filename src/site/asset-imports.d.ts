// Vite's `?raw` (a file's text) and `?url` (a built asset's URL) imports, for the TypeScript check.
declare module '*?raw' {
  const text: string;
  export default text;
}
declare module '*?url' {
  const url: string;
  export default url;
}
