// antd-mobile 5 renders Toast, Dialog and other imperative components with ReactDOM.render,
// which React 19 removed. This is the official shim (antd-mobile guide "v5-for-19"); it must be
// imported before anything else renders.
// Deep imports (its global CSS variables, the render hook) keep antd-mobile's barrel out of the
// entry chunk: through the barrel, every antd-mobile component a lazy page uses was pulled into
// the first load of '/' (172 KiB against the 140 KiB budget).
import 'antd-mobile/es/global';
import { unstableSetRender, type UnmountType } from 'antd-mobile/es/utils/unstable-render';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { _reactRoot?: Root };

function render(node: React.ReactElement, target: Element | DocumentFragment): UnmountType {
  const container = target as Container;
  container._reactRoot ??= createRoot(container);
  const root = container._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
}

unstableSetRender(render);

// Under Vitest the pages' `from 'antd-mobile'` loads its CommonJS build, a second copy of the
// render hook: set it there too (synchronously, before any test renders). The branch is dropped
// from the production build.
if (import.meta.env.MODE === 'test') {
  type NodeModule = { createRequire(url: string): (id: string) => unknown };
  const node = (globalThis as unknown as { process: { getBuiltinModule(id: string): NodeModule } }).process;
  const { createRequire } = node.getBuiltinModule('node:module');
  const cjs = createRequire(import.meta.url)('antd-mobile/cjs/utils/unstable-render') as {
    unstableSetRender: typeof unstableSetRender;
  };
  cjs.unstableSetRender(render);
}
