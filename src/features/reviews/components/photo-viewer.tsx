// The full-screen image viewer (antd-mobile ImageViewer.Multi, declarative: no render shim needed).
// Loaded on the first photo tap, so the gesture and animation code stays out of the feed's load.
import ImageViewer from 'antd-mobile/es/components/image-viewer';

export default function PhotoViewer({
  images,
  index,
  onClose,
}: {
  images: string[];
  index: number;
  onClose: () => void;
}) {
  return <ImageViewer.Multi images={images} defaultIndex={index} visible onClose={onClose} />;
}
