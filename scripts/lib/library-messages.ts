// The production builds of the shop's libraries keep some development text: what a check says when
// code calls a library the wrong way (a middleware without hooks, a Children.only of two children,
// no QueryClientProvider). Only a programming error ever shows one, in the console; the user never
// reads them, yet every first load carried them (0.5 KiB gzip). The build puts the library's name
// in their place, as React's own production build does with its error codes and as
// scripts/lib/router-tree-shaking.ts does for react-router's checks: the checks still run, throw
// and log, only their text is shorter. Texts the code compares (React DOM's view transition errors)
// are not listed.

/** A library file and the message texts the build shortens in it. */
export interface LibraryMessages {
  /** The file, as the build resolves it (forward slashes). */
  file: RegExp;
  /** What a shortened message says instead: the library's name. */
  library: string;
  /** Each text exactly as the code holds it: a string literal or a template without expressions. */
  messages: readonly string[];
  /**
   * Text only the file holding the messages has, when `file` matches several (react-router's
   * production build is several chunks): the others are left alone.
   */
  holder?: string;
}

export const LIBRARY_MESSAGES: readonly LibraryMessages[] = [
  {
    file: /\/node_modules\/react\/cjs\/react\.production\.js$/,
    library: 'react',
    messages: [
      'takes an object of state variables to update or a function which returns an object of state variables.',
      'Objects are not valid as a React child (found: ',
      '). If you meant to render a collection of children, use an array instead.',
      'React.Children.only expected to receive a single React element child.',
      'The argument must be a React element, but you passed ',
    ],
  },
  {
    file: /\/node_modules\/scheduler\/cjs\/scheduler\.production\.js$/,
    library: 'scheduler',
    messages: [
      'forceFrameRate takes a positive int between 0 and 125, forcing frame rates higher than 125 fps is not supported',
    ],
  },
  {
    file: /\/node_modules\/openapi-fetch\/dist\/index\.mjs$/,
    library: 'openapi-fetch',
    messages: [
      'onRequest: must return new Request() or Response() when modifying the request',
      'onError: must return new Response() or instance of Error',
      'onResponse: must return new Response() when modifying the response',
      'Middleware must be an object with one of `onRequest()`, `onResponse() or `onError()`',
      'Deeply-nested arrays/objects aren\u2019t supported. Provide your own `querySerializer()` to handle these.',
    ],
  },
  {
    file: /\/node_modules\/@tanstack\/query-core\/build\/modern\/queryObserver\.js$/,
    library: '@tanstack/query-core',
    messages: ['Expected enabled to be a boolean or a callback that returns a boolean'],
  },
  {
    file: /\/node_modules\/@tanstack\/react-query\/build\/modern\/QueryClientProvider\.js$/,
    library: '@tanstack/react-query',
    messages: ['No QueryClient set, use QueryClientProvider to set one'],
  },
  {
    // What withoutMessages (router-tree-shaking.ts) leaves: a message held in a variable, the
    // error boundary's log line and the history's check.
    file: /\/node_modules\/react-router\/dist\/production\/chunk-[\w-]+\.mjs$/,
    holder: 'function useRoutesImpl(',
    library: 'react-router',
    messages: [
      'A history only accepts one active listener',
      'You should call navigate() in a React.useEffect(), not when your component is first rendered.',
      'React Router caught the following error during render',
    ],
  },
];

/** A parsed program as far as `shortenMessages` walks it (ESTree nodes with offsets). */
interface AstNode {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/** The text a node holds when it is a string literal or a template without expressions. */
function textOf(node: AstNode): string | undefined {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const [quasi] = node.quasis as { value: { cooked: string | null } }[];
    return quasi.value.cooked ?? undefined;
  }
  return undefined;
}

/**
 * Puts `library` (as a string literal) in place of every literal holding one of `messages`.
 * Returns the code and the messages found nowhere (a library that changed its text).
 */
export function shortenMessages(
  code: string,
  program: AstNode,
  { library, messages }: Pick<LibraryMessages, 'library' | 'messages'>,
): { code: string; missing: string[] } {
  const wanted = new Set(messages);
  const found = new Set<string>();
  const spans: [number, number][] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!node || typeof node !== 'object' || typeof (node as AstNode).type !== 'string') return;
    const n = node as AstNode;
    const text = textOf(n);
    if (text !== undefined && wanted.has(text)) {
      found.add(text);
      spans.push([n.start, n.end]);
      return;
    }
    for (const [key, value] of Object.entries(n)) if (key !== 'type') visit(value);
  };
  visit(program);
  spans.sort((a, b) => b[0] - a[0]);
  let out = code;
  for (const [start, end] of spans) out = `${out.slice(0, start)}${JSON.stringify(library)}${out.slice(end)}`;
  return { code: out, missing: messages.filter((m) => !found.has(m)) };
}
