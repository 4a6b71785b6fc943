// The shop's own lint rules, one plugin (`shop/…` in eslint.config.js), each with its tests beside it.
import antdShim from './antd-shim.js';
import classPrefixes, { css } from './class-prefixes.js';
import guardedMutations from './guarded-mutations.js';
import layers from './layers.js';

export default {
  meta: { name: 'shop' },
  rules: {
    ...layers.rules,
    'antd-shim': antdShim,
    'guarded-mutations': guardedMutations,
    'class-prefixes': classPrefixes.classPrefixes,
    'css-class-prefixes': classPrefixes.cssClassPrefixes,
  },
  languages: { css },
};
