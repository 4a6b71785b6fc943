import './form.css';

/**
 * The form's one visible error (docs/product/validation.md: the first error is shown). It keeps its height while
 * empty, so the submit button does not jump when a message appears.
 */
export function FormError({ message }: { message: string | undefined }) {
  return (
    <p className="form-error" role="alert" aria-live="assertive">
      {message ?? ''}
    </p>
  );
}
