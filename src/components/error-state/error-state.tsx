import './error-state.css';

/** What a screen shows when its data could not be loaded: a message and a retry button. */
export function ErrorState({
  title = '加载失败',
  description = '网络不太顺畅，请稍后重试',
  onRetry,
}: {
  title?: string;
  description?: string;
  onRetry: () => void;
}) {
  return (
    <div className="error-state" role="alert">
      <p className="error-state__title">{title}</p>
      <p className="error-state__desc">{description}</p>
      <button type="button" className="error-state__retry" onClick={onRetry}>
        重新加载
      </button>
    </div>
  );
}
