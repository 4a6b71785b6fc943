import { errorMessage } from '@/lib/error-message';
import './error-state.css';

/**
 * What a screen shows when its data could not be loaded: what went wrong (the server's msg, or the
 * message of the failure's kind: src/lib/error-message.ts) and a retry button.
 */
export function ErrorState({
  title = '加载失败',
  error,
  description = errorMessage(error),
  onRetry,
  compact = false,
}: {
  title?: string;
  /** The failed query's error; its message is the description unless one is given. */
  error?: unknown;
  description?: string;
  onRetry: () => void;
  /** Inside a section of a page that is otherwise whole: less room around it. */
  compact?: boolean;
}) {
  return (
    <div className={compact ? 'error-state error-state--compact' : 'error-state'} role="alert">
      <p className="error-state__title">{title}</p>
      <p className="error-state__desc">{description}</p>
      <button type="button" className="error-state__retry" onClick={onRetry}>
        重新加载
      </button>
    </div>
  );
}
