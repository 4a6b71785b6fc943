// The layer rule of docs/decisions/0001: each layer of src/ imports only from the layers before
// it, and features never import each other. Written here (paths resolved by hand: the `@/` alias
// and relative paths) because the import plugins' resolvers pull in native bindings that npm
// cannot lock for every platform from this project's registry.
import path from 'node:path';

/** Layers in order: a file may import from its own layer and those before it. */
const ORDER = ['domain', 'api', 'lib', 'calls', 'components', 'features', 'app'];
/** domain and validation are one level: pure rules, no client. */
const LAYER_OF = {
  domain: 'domain',
  validation: 'domain',
  api: 'api',
  lib: 'lib',
  calls: 'calls',
  components: 'components',
  features: 'features',
  app: 'app',
};
/** What every layer may use: the types generated from the contract, and the error classes. */
const OPEN = new Set([
  'api/schema.d.ts',
  'api/schema',
  'api/operations.gen',
  'api/operations.gen.ts',
  'api/errors',
  'api/errors.ts',
]);

function where(file, src) {
  const rel = path.relative(src, file).split(path.sep).join('/');
  if (rel.startsWith('..')) return undefined;
  const [top, second] = rel.split('/');
  const layer = LAYER_OF[top];
  if (!layer) return undefined;
  return { rel, layer, feature: layer === 'features' ? second : undefined };
}

export default {
  rules: {
    layers: {
      meta: {
        type: 'problem',
        docs: { description: 'src/ layers import only downwards; features do not import each other' },
        schema: [],
        messages: {
          upward:
            "{{from}} may not import {{to}} ('{{source}}'): layers import only from the ones before them (docs/decisions/0001).",
          feature:
            "feature '{{from}}' may not import feature '{{to}}' ('{{source}}'): move what they share to src/lib, src/calls or src/components.",
        },
      },
      create(context) {
        const file = context.filename;
        const src = path.join(context.cwd, 'src');
        const here = where(file, src);
        if (!here) return {};
        function check(node, source) {
          if (typeof source !== 'string') return;
          let target;
          if (source.startsWith('@/')) target = path.join(src, source.slice(2));
          else if (source.startsWith('.')) target = path.resolve(path.dirname(file), source);
          else return;
          const there = where(target, src);
          if (!there || OPEN.has(there.rel)) return;
          if (ORDER.indexOf(there.layer) > ORDER.indexOf(here.layer)) {
            context.report({
              node,
              messageId: 'upward',
              data: { from: here.layer, to: there.layer, source },
            });
          } else if (here.feature && there.feature && here.feature !== there.feature) {
            context.report({
              node,
              messageId: 'feature',
              data: { from: here.feature, to: there.feature, source },
            });
          }
        }
        return {
          ImportDeclaration: (node) => check(node.source, node.source.value),
          ExportNamedDeclaration: (node) => node.source && check(node.source, node.source.value),
          ExportAllDeclaration: (node) => check(node.source, node.source.value),
          ImportExpression: (node) => node.source.type === 'Literal' && check(node.source, node.source.value),
        };
      },
    },
  },
};
