import type { ReactNode } from 'react';
import './form-page.css';

/** The frame of a form screen (login, register, feedback...): a grey page under white rows. */
export function FormPage({ children, busy }: { children: ReactNode; busy?: boolean }) {
  return (
    <main className="form-page" aria-busy={busy || undefined}>
      {children}
    </main>
  );
}

/** The block of input rows of a form screen. */
export function FormFields({ children }: { children: ReactNode }) {
  return <div className="form-page__fields">{children}</div>;
}
