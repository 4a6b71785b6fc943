import { closeRegisteredOverlays } from '@/lib/overlays';
import { clearToasts } from '@/lib/toast';

/**
 * Closes dialogs and loaders on navigation (docs/product/screens.md route guard). The confirm dialogs (lib/dialog.ts)
 * register their closer when their code loads, so '/' never downloads antd-mobile for this. Popups,
 * sheets and image viewers are declarative: they unmount with their page.
 */
export function closeOverlays(): void {
  clearToasts();
  closeRegisteredOverlays();
}
