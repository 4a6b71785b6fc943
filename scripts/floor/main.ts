// The floor of npm run perf (docs/performance.md): the least a page made of the shop's libraries
// costs. React 19, react-router-dom, TanStack Query and one antd-mobile Button (with the render
// shim antd-mobile needs under React 19, as src/lib/antd-react19.ts sets it), drawing one screen.
// Built from the same installed versions in the same run, and measured beside the shop's pages,
// it says what of a page's cost is the shop's own work. Written without JSX: the scripts'
// TypeScript settings have none.
import { createElement as h, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import Button from 'antd-mobile/es/components/button';
import { unstableSetRender, type UnmountType } from 'antd-mobile/es/utils/unstable-render';

type Container = (Element | DocumentFragment) & { _reactRoot?: Root };

unstableSetRender((node, target): UnmountType => {
  const container = target as Container;
  container._reactRoot ??= createRoot(container);
  const root = container._reactRoot;
  root.render(node);
  return async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
    root.unmount();
  };
});

const LINES = ['官方自营二手手机', '质检报告透明', '正品保障', '7天无理由退货', '1年质保'];

function Screen() {
  // One query, answered at once: the client's cost without a server's.
  const { data = [] } = useQuery({ queryKey: ['lines'], queryFn: () => Promise.resolve(LINES) });
  return h(
    'main',
    { style: { maxWidth: 640, margin: '0 auto', padding: 16, fontFamily: 'sans-serif' } },
    h('h1', { style: { fontSize: 20 } }, '二手手机商城'),
    h(
      'ul',
      null,
      data.map((line) => h('li', { key: line, style: { lineHeight: '28px' } }, line)),
    ),
    h(Button, { color: 'primary', block: true }, '立即购买'),
  );
}

createRoot(document.getElementById('root')!).render(
  h(
    StrictMode,
    null,
    h(
      QueryClientProvider,
      { client: new QueryClient() },
      h(BrowserRouter, null, h(Routes, null, h(Route, { path: '*', element: h(Screen) }))),
    ),
  ),
);
