// One class prefix per folder (docs/decisions/0015-class-prefixes.md): every class a component sets
// and every class a stylesheet selects starts with its folder's prefix, as antd-mobile's start
// with `adm-`. Stylesheets are global, so this is what keeps two folders' rules apart. Two rules:
// `class-prefixes` over className strings in .tsx, and `css-class-prefixes` over the selectors of
// the stylesheets, read with the small CSS language below (selectors only: all the rule needs).
import path from 'node:path';

/** The prefix of each feature area (a short one where the area's name is taken). */
export const AREA_PREFIX = {
  account: 'account',
  cart: 'cart',
  catalogue: 'catalogue',
  home: 'home',
  orders: 'order',
  parts: 'part',
  // `product` would swallow the shared product-card and product-grid.
  product: 'pd',
  reviews: 'review',
  user: 'user',
};

/** The prefix a file's classes carry (its path from the repository root): area, component folder, or `app`. */
export function prefixOf(rel) {
  const [root, layer, name] = rel.split('/');
  if (root !== 'src') return undefined;
  if (layer === 'components' && name) return name;
  if (layer === 'features' && name) return AREA_PREFIX[name];
  if (layer === 'app') return 'app';
  return undefined;
}

export const hasPrefix = (cls, prefix) =>
  cls === prefix || cls.startsWith(`${prefix}-`) || cls.startsWith(`${prefix}__`);

const relative = (context) => path.relative(context.cwd, context.filename).split(path.sep).join('/');
const owner = (prefix) => prefix ?? 'none: not in a prefixed folder';

/** The texts of a className value: strings, template pieces (a piece right after `${…}` continues a class). */
function classTexts(node, texts = []) {
  if (!node || typeof node !== 'object') return texts;
  if (node.type === 'Literal' && typeof node.value === 'string') texts.push(node.value);
  else if (node.type === 'TemplateLiteral') {
    node.quasis.forEach((quasi, i) => {
      texts.push(i === 0 ? quasi.value.cooked : quasi.value.cooked.replace(/^[^\s]+/, ''));
      if (node.expressions[i]) classTexts(node.expressions[i], texts);
    });
  } else
    for (const [key, value] of Object.entries(node)) {
      if (key === 'parent' || key === 'loc' || key === 'range') continue;
      if (Array.isArray(value)) value.forEach((v) => classTexts(v, texts));
      else if (value && typeof value.type === 'string') classTexts(value, texts);
    }
  return texts;
}

const classPrefixes = {
  meta: {
    type: 'problem',
    docs: { description: "a component sets only classes with its folder's prefix" },
    schema: [],
    messages: {
      foreign: 'className "{{cls}}" lacks this folder\'s prefix ({{prefix}}): docs/decisions/0015.',
    },
  },
  create(context) {
    const rel = relative(context);
    if (!rel.startsWith('src/')) return {};
    const prefix = prefixOf(rel);
    return {
      JSXAttribute(node) {
        const name = node.name.type === 'JSXIdentifier' ? node.name.name : node.name.name.name;
        if (!/className$/i.test(name) || !node.value) return;
        for (const cls of classTexts(node.value)
          .flatMap((t) => t.split(/\s+/))
          .filter(Boolean))
          if (prefix === undefined || !hasPrefix(cls, prefix))
            context.report({ node, messageId: 'foreign', data: { cls, prefix: owner(prefix) } });
      },
    };
  },
};

// ---- The CSS language: a stylesheet as a list of rules, each with its selector and place. ----

/** The rules of a stylesheet: each selector list before `{` (comments, strings and url() blanked, so offsets hold). */
export function parseCss(text) {
  const blank = (m) => m.replace(/[^\n]/g, ' ');
  const plain = text
    .replace(/\/\*[\s\S]*?\*\//g, blank)
    .replace(/url\([^)]*\)/g, (m) => `url(${blank(m.slice(4, -1))})`)
    .replace(/"[^"\n]*"|'[^'\n]*'/g, (m) => `"${blank(m.slice(1, -1))}"`);
  const rules = [];
  for (const m of plain.matchAll(/([^{};]+)\{/g)) {
    const raw = m[1];
    const start = m.index + raw.search(/\S/);
    const selector = raw.replace(/\s+/g, ' ').trim();
    if (selector.startsWith('@')) continue;
    rules.push({
      type: 'Rule',
      selector,
      selectors: selector.split(',').map((s) => s.trim()),
      range: [start, start + raw.trim().length],
    });
  }
  return rules;
}

function locOf(lineStarts, offset) {
  let line = 0;
  while (line + 1 < lineStarts.length && lineStarts[line + 1] <= offset) line++;
  return { line: line + 1, column: offset - lineStarts[line] + 1 };
}

class CssSourceCode {
  constructor(text, ast) {
    this.text = text;
    this.ast = ast;
    this.lines = text.split(/\r?\n/);
    this.lineStarts = [0];
    for (const m of text.matchAll(/\n/g)) this.lineStarts.push(m.index + 1);
    this.visitorKeys = CSS_KEYS;
  }
  getRange(node) {
    return node.range;
  }
  getLoc(node) {
    return { start: locOf(this.lineStarts, node.range[0]), end: locOf(this.lineStarts, node.range[1]) };
  }
  *traverse() {
    const visit = (node, parent) => ({ kind: 1, target: node, phase: 1, args: [node, parent] });
    const leave = (node, parent) => ({ kind: 1, target: node, phase: 2, args: [node, parent] });
    yield visit(this.ast);
    for (const rule of this.ast.rules) {
      yield visit(rule, this.ast);
      yield leave(rule, this.ast);
    }
    yield leave(this.ast);
  }
}

const CSS_KEYS = { StyleSheet: ['rules'], Rule: [] };

export const css = {
  fileType: 'text',
  lineStart: 1,
  columnStart: 1,
  nodeTypeKey: 'type',
  visitorKeys: CSS_KEYS,
  validateLanguageOptions() {},
  parse(file) {
    const text = typeof file.body === 'string' ? file.body : new TextDecoder().decode(file.body);
    return { ok: true, ast: { type: 'StyleSheet', rules: parseCss(text), range: [0, text.length] } };
  },
  createSourceCode(file, { ast }) {
    const text = typeof file.body === 'string' ? file.body : new TextDecoder().decode(file.body);
    return new CssSourceCode(text, ast);
  },
};

const classesOf = (selector) => [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]);

const cssClassPrefixes = {
  meta: {
    type: 'problem',
    docs: {
      description:
        "a stylesheet selects only its folder's classes, and antd-mobile's only in the selectors argued in decision 0015",
    },
    schema: [
      {
        type: 'object',
        description:
          'Per stylesheet (its path from the repository root): the selectors allowed an antd-mobile class.',
        additionalProperties: { type: 'array', items: { type: 'string' } },
      },
    ],
    messages: {
      foreign: ".{{cls}} lacks this folder's prefix ({{prefix}}): docs/decisions/0015.",
      antd: 'antd-mobile internals in "{{selector}}": use its variables or props, or argue the selector in decision 0015 and list it in eslint.config.js.',
      stale:
        'eslint.config.js allows "{{selector}}" here, but this stylesheet no longer has it: remove it from the list.',
    },
  },
  create(context) {
    const rel = relative(context);
    const prefix = prefixOf(rel);
    const allowed = context.options[0]?.[rel] ?? [];
    const seen = new Set();
    return {
      Rule(node) {
        for (const selector of node.selectors) {
          seen.add(selector);
          const classes = classesOf(selector);
          if (classes.some((c) => c.startsWith('adm-')) && !allowed.includes(selector))
            context.report({ node, messageId: 'antd', data: { selector } });
          for (const cls of classes)
            if (!cls.startsWith('adm-') && (prefix === undefined || !hasPrefix(cls, prefix)))
              context.report({ node, messageId: 'foreign', data: { cls, prefix: owner(prefix) } });
        }
      },
      'StyleSheet:exit'(node) {
        for (const selector of allowed)
          if (!seen.has(selector)) context.report({ node, messageId: 'stale', data: { selector } });
      },
    };
  },
};

export default { classPrefixes, cssClassPrefixes };
