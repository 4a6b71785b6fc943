// Every mutation of the app is built on useGuardedMutation (src/lib/use-guarded-mutation.ts): a
// double tap sends one request. TanStack's bare useMutation is for that one file only (the config
// turns the rule off there).
export default {
  meta: {
    type: 'problem',
    docs: { description: "mutations use useGuardedMutation, never TanStack Query's bare useMutation" },
    schema: [],
    messages: {
      bare: "Build the mutation on useGuardedMutation from '@/lib/use-guarded-mutation' (a double tap sends one request), not on useMutation.",
    },
  },
  create(context) {
    const namespaces = new Set();
    return {
      ImportDeclaration(node) {
        if (node.source.value !== '@tanstack/react-query') return;
        for (const spec of node.specifiers) {
          if (
            spec.type === 'ImportSpecifier' &&
            (spec.imported.name ?? spec.imported.value) === 'useMutation'
          )
            context.report({ node: spec, messageId: 'bare' });
          if (spec.type === 'ImportNamespaceSpecifier') namespaces.add(spec.local.name);
        }
      },
      MemberExpression(node) {
        if (
          node.object.type === 'Identifier' &&
          namespaces.has(node.object.name) &&
          !node.computed &&
          node.property.name === 'useMutation'
        )
          context.report({ node, messageId: 'bare' });
      },
    };
  },
};
