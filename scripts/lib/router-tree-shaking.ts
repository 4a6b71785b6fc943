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

/** A parsed program as far as `withoutMessages` walks it (ESTree nodes with offsets). */
interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * react-router's checks and the index of their message argument: `invariant(cond, message)`
 * throws it, `warning(cond, message)` logs it, `warningOnce(key, cond, message)` logs it once.
 */
const MESSAGE_ARG: Readonly<Record<string, number>> = {
  invariant: 1,
  invariant2: 1,
  warning: 1,
  warningOnce: 2,
};

/** What a check says in the production build instead: which library it came from. */
export const SHORT_MESSAGE = '"react-router"';

/**
 * react-router's production build keeps the development text of every check (100 messages, 1.5
 * KiB gzip in the first load) although only a programming error ever shows one. This puts
 * SHORT_MESSAGE in their place, as React's own production build does with its error codes; the
 * checks themselves still run and still throw.
 */
export function withoutMessages(code: string, program: AstNode): { code: string; replaced: number } {
  const spans: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object' || typeof (node as AstNode).type !== 'string') return;
    const n = node as AstNode;
    if (n.type === 'CallExpression') {
      const callee = n.callee as AstNode & { name?: string };
      const args = n.arguments as AstNode[];
      const at = callee.type === 'Identifier' && callee.name ? MESSAGE_ARG[callee.name] : undefined;
      if (at !== undefined && args.length === at + 1 && args[at].type !== 'Identifier')
        spans.push([args[at].start, args[at].end]);
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'type') visit(value);
  };
  visit(program);
  spans.sort((a, b) => b[0] - a[0]);
  let out = code;
  for (const [start, end] of spans) out = `${out.slice(0, start)}${SHORT_MESSAGE}${out.slice(end)}`;
  return { code: out, replaced: spans.length };
}
