import { clearToasts } from '@/lib/toast';

/** An antd-mobile dialog, modal or image viewer is open (its root carries these classes). */
const OPEN_OVERLAY = '.adm-dialog, .adm-modal, .adm-image-viewer-popup, .adm-image-viewer';

/**
 * Closes dialogs and loaders on navigation (SPEC 2 route guard). antd-mobile's Dialog, Modal and
 * ImageViewer are imported only when one is on screen, so the page that opened it has loaded them
 * already and '/' never downloads antd-mobile for this. Popups and sheets are declarative: they
 * unmount with their page.
 */
export function closeOverlays(): void {
  clearToasts();
  if (typeof document === 'undefined' || !document.querySelector(OPEN_OVERLAY)) return;
  void import('antd-mobile/es/components/dialog').then(({ default: Dialog }) => Dialog.clear());
  void import('antd-mobile/es/components/modal').then(({ default: Modal }) => Modal.clear());
  void import('antd-mobile/es/components/image-viewer').then(({ default: ImageViewer }) =>
    ImageViewer.clear(),
  );
}
