// Toasts (SPEC 9: shown for 1000 ms). antd-mobile's Toast is loaded on first use, so it stays
// out of the first load of '/'.
export const TOAST_MS = 1000;

type ToastModule = typeof import('antd-mobile/es/components/toast');
let loading: Promise<ToastModule> | undefined;
const load = () => (loading ??= import('antd-mobile/es/components/toast'));

/** Shows a message: a server `msg`, a validation message or one of the spec's success texts. */
export async function toast(content: string, icon?: 'success' | 'fail' | 'loading'): Promise<void> {
  const { default: Toast } = await load();
  Toast.show({ content, icon, duration: TOAST_MS });
}

/** Closes any toast or loader (the route guard calls it on every navigation). */
export function clearToasts(): void {
  if (loading) void loading.then(({ default: Toast }) => Toast.clear());
}
