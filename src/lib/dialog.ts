// Confirm dialogs. antd-mobile's Dialog (with its animation library and the React 19 render shim)
// is loaded on first use, as lib/toast.ts does for Toast: a page that may ask a question no longer
// downloads about 25 KiB before its first screen (docs/decisions/0011-bundle-layout.md).
import type { DialogConfirmProps } from 'antd-mobile/es/components/dialog';
import { NETWORK_MESSAGE } from './error-message';
import { onNavigationClose } from './overlays';
import { toast } from './toast';

type DialogModule = typeof import('antd-mobile/es/components/dialog');
let loading: Promise<DialogModule> | undefined;
const load = () =>
  (loading ??= Promise.all([import('@/lib/antd-react19'), import('antd-mobile/es/components/dialog')]).then(
    ([, dialogModule]) => {
      onNavigationClose(() => dialogModule.default.clear());
      return dialogModule;
    },
    (err: unknown) => {
      loading = undefined; // a failed download is tried again on the next question
      throw err;
    },
  ));

/**
 * Asks a question (antd-mobile's Dialog.confirm); resolves true when the shopper confirms. When
 * the dialog's code cannot be downloaded, says so (the network message) and resolves false: the
 * action waits for a confirmation that was never given.
 */
export async function confirmDialog(props: DialogConfirmProps): Promise<boolean> {
  let Dialog: DialogModule['default'];
  try {
    Dialog = (await load()).default;
  } catch {
    void toast(NETWORK_MESSAGE);
    return false;
  }
  // antd-mobile's dialog has no name of its own: its title, else its question, names it.
  const name = [props.title, props.content].find((t): t is string => typeof t === 'string');
  return Dialog.confirm({ 'aria-label': name, ...props });
}
