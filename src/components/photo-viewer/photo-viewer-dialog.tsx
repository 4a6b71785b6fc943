// The full-screen image viewer (antd-mobile ImageViewer.Multi, declarative: no render shim needed)
// as a named dialog. Loaded on the first photo tap (photo-viewer.tsx), so the gesture and animation
// code and this stylesheet stay out of every page's first load.
import { useEffect, useRef, useState } from 'react';
import ImageViewer from 'antd-mobile/es/components/image-viewer';
import './photo-viewer.css';

export default function PhotoViewerDialog({
  images,
  index,
  onClose,
}: {
  images: readonly string[];
  index: number;
  onClose: () => void;
}) {
  const [host, setHost] = useState<HTMLDivElement | null>(null);
  const close = useRef<HTMLButtonElement>(null);
  // antd-mobile marks its mask aria-hidden, which hides the whole viewer from screen readers; in
  // our own dialog it is the content, so it is shown to them, and focus moves to the close button.
  useEffect(() => {
    host?.querySelector('.adm-mask')?.removeAttribute('aria-hidden');
    close.current?.focus();
  }, [host]);
  return (
    <div ref={setHost} role="dialog" aria-modal="true" aria-label="查看图片">
      {host && (
        <ImageViewer.Multi
          images={[...images]}
          defaultIndex={index}
          visible
          onClose={onClose}
          getContainer={host}
          // A tap on the photo closes it too; the button is what a screen reader or a keyboard finds.
          renderFooter={() => (
            <button ref={close} type="button" className="photo-viewer__close" onClick={onClose}>
              关闭
            </button>
          )}
        />
      )}
    </div>
  );
}
