// antd-mobile 5 renders Toast, Dialog and other imperative components with ReactDOM.render,
// which React 19 removed. This is the official shim (antd-mobile guide "v5-for-19"); it must be
// imported before anything else renders.
import { unstableSetRender } from 'antd-mobile';
import { createRoot, type Root } from 'react-dom/client';

type Container = (Element | DocumentFragment) & { _reactRoot?: Root };

unstableSetRender((node, target) => {
  const container = target as Container;
  container._reactRoot ??= createRoot(container);
  const root = container._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});
