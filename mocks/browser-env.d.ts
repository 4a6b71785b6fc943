// Vite's import suffixes used by the browser twins (*.browser.ts) of the demo build.
declare module '*?raw' {
  const text: string;
  export default text;
}
declare module '*?url' {
  const url: string;
  export default url;
}
