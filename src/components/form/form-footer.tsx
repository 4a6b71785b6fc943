import Button from 'antd-mobile/es/components/button';
import { FormError } from '@/components/form/form-error';
import './form-page.css';

/**
 * The end of every account form: the first error (SPEC: first error shown) and the submit button,
 * busy and disabled while the call runs so a double tap cannot submit twice.
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
        <Button block color="primary" size="large" type="submit" loading={busy} disabled={busy}>
          {label}
        </Button>
      </div>
    </>
  );
}
