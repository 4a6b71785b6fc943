import type { FormEvent, ReactNode } from 'react';
import { FormFooter } from './form-footer';
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

/**
 * A form screen's form: its rows, then the first error and the submit button (FormFooter). The
 * browser's own validation is off: the schema's messages are the ones shown.
 */
export function PageForm({
  onSubmit,
  error,
  busy,
  label,
  children,
}: {
  onSubmit: (event: FormEvent<HTMLFormElement>) => Promise<void> | void;
  error: string | undefined;
  busy: boolean;
  label: string;
  children: ReactNode;
}) {
  return (
    <form noValidate onSubmit={(e) => void onSubmit(e)}>
      <FormFields>{children}</FormFields>
      <FormFooter error={error} busy={busy} label={label} />
    </form>
  );
}
