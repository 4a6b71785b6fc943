// antd-mobile's imperative APIs (Toast.show, Dialog.confirm...) render through the hook that the
// React 19 shim (src/lib/antd-react19.ts) sets; the shim is not in the entry (its file says why),
// so a module calling one must import the shim itself, statically or with import().
import path from 'node:path';

const SHIM = 'lib/antd-react19';
/** Object → the methods that render imperatively. */
const IMPERATIVE = {
  Toast: ['show'],
  Dialog: ['show', 'alert', 'confirm'],
  Modal: ['show', 'alert', 'confirm'],
  ImageViewer: ['show'],
  'ImageViewer.Multi': ['show'],
  ActionSheet: ['show'],
  Picker: ['prompt'],
  CascadePicker: ['prompt'],
  DatePicker: ['prompt'],
};

const nameOf = (node) =>
  node.type === 'Identifier'
    ? node.name
    : node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier'
      ? `${nameOf(node.object)}.${node.property.name}`
      : undefined;

function isShim(source, file, cwd) {
  if (typeof source !== 'string') return false;
  if (source === `@/${SHIM}`) return true;
  if (!source.startsWith('.')) return false;
  const target = path.relative(path.join(cwd, 'src'), path.resolve(path.dirname(file), source));
  return (
    target
      .split(path.sep)
      .join('/')
      .replace(/\.tsx?$/, '') === SHIM
  );
}

export default {
  meta: {
    type: 'problem',
    docs: {
      description: 'a module that shows an imperative antd-mobile component imports the React 19 shim',
    },
    schema: [],
    messages: {
      missing:
        "{{call}}() renders through the React 19 shim: import '@/lib/antd-react19' in this module (statically or with import()).",
    },
  },
  create(context) {
    const calls = [];
    let shim = false;
    const see = (source) => {
      if (isShim(source, context.filename, context.cwd)) shim = true;
    };
    return {
      ImportDeclaration: (node) => see(node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && see(node.source.value),
      CallExpression(node) {
        const callee = node.callee;
        if (callee.type !== 'MemberExpression' || callee.computed) return;
        const object = nameOf(callee.object);
        if (object && IMPERATIVE[object]?.includes(callee.property.name)) calls.push(node);
      },
      'Program:exit'() {
        if (shim) return;
        for (const node of calls)
          context.report({ node, messageId: 'missing', data: { call: nameOf(node.callee) } });
      },
    };
  },
};
