// antd-mobile 5 renders Toast, Dialog and other imperative components with ReactDOM.render,
// which React 19 removed. This is the official shim (antd-mobile guide "v5-for-19"). antd-mobile
// reads the hook when an imperative component is shown, so the shim only has to load before the
// first one: every module that shows one imports it (lib/toast.ts, the pages calling
// Dialog.confirm), which keeps it and React's legacy render helpers out of the first load of '/'.
// The deep import keeps antd-mobile's barrel out as well (through the barrel, every component a
// lazy page uses was pulled into the first load: 172 KiB against the 140 KiB budget).
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
