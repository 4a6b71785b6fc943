// react-router 7's production build keeps code the shop never runs in the first load: its
// components are `React.forwardRef(...)` calls without a pure mark, and each is followed by
// `X.displayName = "X"`, a write the bundler keeps. So NavLink, <Form>, useSubmit and the fetcher
// code (about 2 KiB gzip) stayed in the first load of every page though nothing imports them.
// This marks those calls pure and drops the name writes (development names only; the production
// build's React never reads them), so the bundler leaves out what is unused.

export interface Shaken {
  code: string;
  /** forwardRef calls marked pure. */
  marked: number;
  /** displayName writes dropped. */
  dropped: number;
}

const FORWARD_REF = /(?<!@__PURE__ \*\/ )\b(React\d*\.forwardRef\()/g;
const DISPLAY_NAME = /^[A-Za-z_$][\w$]*\.displayName = "[^"\n]*";\n/gm;

export function shakeableRouter(code: string): Shaken {
  let marked = 0;
  let dropped = 0;
  const out = code
    .replace(FORWARD_REF, (_, call: string) => {
      marked++;
      return `/* @__PURE__ */ ${call}`;
    })
    .replace(DISPLAY_NAME, () => {
      dropped++;
      return '';
    });
  return { code: out, marked, dropped };
}

/** react-router's production chunk, the file the build resolves `react-router` to. */
export const ROUTER_CHUNK = /node_modules\/react-router\/dist\/production\/chunk-[\w-]+\.mjs$/;
