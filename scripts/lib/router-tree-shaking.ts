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

/** What a data router's routes throw in this build. */
export const DECLARATIVE_ONLY_ERROR =
  'react-router: this build renders declarative routes only (scripts/lib/router-tree-shaking.ts)';

/**
 * What the shop's router needs of react-router: declarative routes (<BrowserRouter>, <Routes>),
 * never a data router (RouterProvider, createBrowserRouter...). The production chunk serves both,
 * and the data router's code hung on the path every page takes: useRoutes and renderMatches pass
 * a data router's state that declarative routes never have, useNavigate picks between the two
 * navigators by it, and the error boundary a data route renders stays alive through its
 * `contextType` write. With declarative routes only, that state is always absent (a data router is
 * the only caller that passes it: DataRoutes), so each place is written as it then runs, and the
 * bundler leaves the data router's rendering out: its error boundary and default error page, its
 * redirect handling, its navigator (about 1.8 KiB gzip in every first load). DataRoutes throws
 * instead of rendering, and the plugin refuses a build that uses a data router's entry points.
 */
export const DECLARATIVE_ONLY: readonly { from: string; to: string }[] = [
  {
    from: 'function useRoutesImpl(routes, locationArg, dataRouterOpts) {\n',
    to: 'function useRoutesImpl(routes, locationArg) {\n  const dataRouterOpts = void 0;\n',
  },
  {
    from: 'function _renderMatches(matches, parentMatches = [], dataRouterOpts) {\n  let dataRouterState = dataRouterOpts?.state;\n',
    to: 'function _renderMatches(matches, parentMatches = []) {\n  const dataRouterOpts = void 0, dataRouterState = void 0;\n',
  },
  {
    // RouteContext's isDataRoute is true only under a data router's routes.
    from: '  let { isDataRoute } = React2.useContext(RouteContext);\n  return isDataRoute ? useNavigateStable() : useNavigateUnstable();\n',
    to: '  return useNavigateUnstable();\n',
  },
  {
    from: 'var RenderErrorBoundary = class extends React2.Component {\n',
    to: 'var RenderErrorBoundary = /* @__PURE__ */ (() => {\nconst RenderErrorBoundary = class extends React2.Component {\n',
  },
  {
    // The same class and write, in a call the bundler may leave out when nothing renders it.
    from: 'RenderErrorBoundary.contextType = RSCRouterContext;\n',
    to: 'RenderErrorBoundary.contextType = RSCRouterContext;\nreturn RenderErrorBoundary;\n})();\n',
  },
  {
    from: 'var MemoizedDataRoutes = React3.memo(DataRoutes2);\n',
    to: 'var MemoizedDataRoutes = /* @__PURE__ */ React3.memo(DataRoutes2);\n',
  },
  {
    from: [
      'function DataRoutes2({',
      '  routes,',
      '  manifest,',
      '  future,',
      '  state,',
      '  isStatic,',
      '  onError',
      '}) {',
      '  return useRoutesImpl(routes, void 0, {',
      '    manifest,',
      '    state,',
      '    isStatic,',
      '    onError,',
      '    future',
      '  });',
      '}',
      '',
    ].join('\n'),
    to: `function DataRoutes2() {\n  throw new Error(${JSON.stringify(DECLARATIVE_ONLY_ERROR)});\n}\n`,
  },
];

/** react-router's entry points of a data router: none may be used where DECLARATIVE_ONLY applies. */
export const DATA_ROUTER_EXPORTS = [
  'RouterProvider',
  'StaticRouterProvider',
  'createBrowserRouter',
  'createHashRouter',
  'createMemoryRouter',
  'createStaticRouter',
  'createRouter',
  'createRoutesStub',
  'HydratedRouter',
] as const;

/**
 * react-router's production chunk written for declarative routes only (DECLARATIVE_ONLY), each
 * place found exactly once; undefined for a chunk without them (react-router's others).
 */
export function declarativeOnly(code: string): string | undefined {
  if (!code.includes('function _renderMatches(')) return undefined;
  let out = code;
  for (const { from, to } of DECLARATIVE_ONLY) {
    const at = out.indexOf(from);
    if (at < 0 || out.indexOf(from, at + 1) >= 0)
      throw new Error(
        `router-tree-shaking: ${JSON.stringify(from.split('\n')[0])} is not in react-router once; react-router changed`,
      );
    out = out.slice(0, at) + to + out.slice(at + from.length);
  }
  return out;
}
