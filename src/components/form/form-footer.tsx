import { FormError } from '@/components/form/form-error';
import './form-page.css';

/**
 * The end of every account form: the first error (docs/product: first error shown) and the submit button,
 * busy and disabled while the call runs so a double tap cannot submit twice. A plain button, as
 * the other forms' (antd-mobile's Button would take its loader and styles into every form page's
 * first load).
 */
export function FormFooter({
  error,
  busy,
  label,
}: {
  error: string | undefined;
  busy: boolean;
  label: string;
}) {
  return (
    <>
      <FormError message={error} />
      <div className="form-page__submit">
        <button className="form-page__button" type="submit" disabled={busy} aria-busy={busy}>
          {label}
        </button>
      </div>
    </>
  );
}
