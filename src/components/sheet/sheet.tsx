import { useEffect, useId, useRef, type ReactNode } from 'react';
import './sheet.css';

const FOCUSABLE = 'button:not([disabled]), a[href], input:not([disabled]), select, textarea, [tabindex="0"]';

export interface SheetProps {
  open: boolean;
  /** Called on a tap on the mask, on Escape and on the head's × button. */
  onClose: () => void;
  /** The visible heading, which names the dialog. */
  title: ReactNode;
  /** Hides the heading (the control that opened the sheet already shows its name). */
  hideTitle?: boolean;
  /** A 44 px × button in the head, named 关闭. */
  closable?: boolean;
  /**
   * Opens under its parent (a sticky filter bar) rather than from the bottom edge, and is not
   * modal: the bar above it stays in use and keeps the focus.
   */
  under?: boolean;
  /** The dialog's id (for an opener's aria-controls). */
  id?: string;
  /** The caller's class on the body under the head (its own prefix), for its padding. */
  className?: string;
  children: ReactNode;
}

/**
 * The shop's one bottom sheet: a mask that closes it, a panel in the app's centred column above the
 * home indicator, Escape to close, the focus moved to its first control and given back on close.
 * Plain markup, so a page offers it without loading antd-mobile. It is declarative: it unmounts with
 * its page, so navigation closes it with no registration in lib/overlays.ts.
 */
export function Sheet({ open, ...props }: SheetProps) {
  // Mounted afresh on each opening, so nothing chosen last time is left in it.
  return open ? <SheetPanel {...props} /> : null;
}

function SheetPanel({
  onClose,
  title,
  hideTitle = false,
  closable = false,
  under = false,
  id,
  className,
  children,
}: Omit<SheetProps, 'open'>) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  // The latest onClose, so a caller's inline arrow does not re-run the effect (and move the focus).
  const close = useRef(onClose);
  useEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    const opener = document.activeElement;
    if (!under) {
      const body = panel.current?.querySelector('.sheet__body');
      const first = body?.querySelector<HTMLElement>(FOCUSABLE) ?? panel.current;
      first?.focus();
    }
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close.current();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      window.removeEventListener('keydown', onKey);
      if (!under && opener instanceof HTMLElement && opener.isConnected) opener.focus();
    };
  }, [under]);

  return (
    <div className={under ? 'sheet sheet--under' : 'sheet'}>
      <div className="sheet__mask" aria-hidden="true" onClick={() => close.current()} />
      <div
        ref={panel}
        id={id}
        className="sheet__panel"
        role="dialog"
        aria-modal={under ? undefined : true}
        aria-labelledby={titleId}
        tabIndex={-1}
      >
        <div className={hideTitle ? 'sheet__head sheet__head--hidden' : 'sheet__head'}>
          <h2 className="sheet__title" id={titleId}>
            {title}
          </h2>
          {closable && (
            <button type="button" className="sheet__close" aria-label="关闭" onClick={() => close.current()}>
              ×
            </button>
          )}
        </div>
        <div className={className ? `sheet__body ${className}` : 'sheet__body'}>{children}</div>
      </div>
    </div>
  );
}
