// Toasts (docs/product/limits.md: shown for 1000 ms). antd-mobile's Toast and the React 19 render shim it needs
// are loaded on first use, so they stay out of the first load of '/'.
import { createElement } from 'react';

export const TOAST_MS = 1000;

type ToastModules = [typeof import('antd-mobile/es/components/toast'), typeof import('./toast-text')];
let loading: Promise<ToastModules> | undefined;
const load = () =>
  (loading ??= Promise.all([
    import('@/lib/antd-react19'),
    import('antd-mobile/es/components/toast'),
    import('./toast-text'),
  ]).then(([, toastModule, textModule]) => [toastModule, textModule]));

/** Whether the toast on screen is a loader (icon 'loading'), which navigation must close. */
let showingLoader = false;

/** Shows a message: a server `msg`, a validation message or one of the spec's success texts. */
export async function toast(content: string, icon?: 'success' | 'fail' | 'loading'): Promise<void> {
  const [{ default: Toast }, { ToastText }] = await load();
  showingLoader = icon === 'loading';
  // Read out by a screen reader (antd-mobile's own toast is hidden from it), politely: a form's
  // error is already an alert where it is shown, and the toast saying it again must not cut in.
  const text = createElement(ToastText, { text: content });
  Toast.show({ content: text, icon, duration: icon === 'loading' ? 0 : TOAST_MS });
}

/**
 * Closes a loader left on screen (the route guard calls it on every navigation: docs/product/screens.md "closes
 * dialogs and loaders"). A message toast stays: a success text shown just before navigating
 * (新增成功, 登录成功) must still be read on the next page.
 */
export function clearToasts(): void {
  if (!loading || !showingLoader) return;
  showingLoader = false;
  void loading.then(([{ default: Toast }]) => Toast.clear());
}
