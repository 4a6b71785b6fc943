import type { ReactNode } from 'react';
import './visually-hidden.css';

/**
 * Words a screen reader reads as part of a control's name, around what the control shows (the
 * name keeps the visible text in order, as voice control needs: no aria-label that replaces it).
 */
export function VisuallyHidden({ children }: { children: ReactNode }) {
  return <span className="visually-hidden">{children}</span>;
}
