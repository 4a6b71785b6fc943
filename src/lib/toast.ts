// Toasts (SPEC 9: shown for 1000 ms). antd-mobile's Toast and the React 19 render shim it needs
// are loaded on first use, so they stay out of the first load of '/'.
export const TOAST_MS = 1000;

type ToastModule = typeof import('antd-mobile/es/components/toast');
let loading: Promise<ToastModule> | undefined;
const load = () =>
  (loading ??= Promise.all([import('@/lib/antd-react19'), import('antd-mobile/es/components/toast')]).then(
    ([, toastModule]) => toastModule,
  ));

/** Whether the toast on screen is a loader (icon 'loading'), which navigation must close. */
let showingLoader = false;

/** Shows a message: a server `msg`, a validation message or one of the spec's success texts. */
export async function toast(content: string, icon?: 'success' | 'fail' | 'loading'): Promise<void> {
  const { default: Toast } = await load();
  showingLoader = icon === 'loading';
  Toast.show({ content, icon, duration: icon === 'loading' ? 0 : TOAST_MS });
}

/**
 * Closes a loader left on screen (the route guard calls it on every navigation: SPEC 2 "closes
 * dialogs and loaders"). A message toast stays: a success text shown just before navigating
 * (新增成功, 登录成功) must still be read on the next page.
 */
export function clearToasts(): void {
  if (!loading || !showingLoader) return;
  showingLoader = false;
  void loading.then(({ default: Toast }) => Toast.clear());
}
