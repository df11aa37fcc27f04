import Lightbox from 'yet-another-react-lightbox';
import Zoom from 'yet-another-react-lightbox/plugins/zoom';
import 'yet-another-react-lightbox/styles.css';
import type { Image } from '@thriftz/client/generated/model';

/** The full-screen zoomable view of a listing's pictures (its own chunk, loaded on first open). */
export default function GalleryLightbox({
  images,
  title,
  index,
  onIndexChange,
  onClose,
}: {
  images: Image[];
  title: string;
  index: number;
  onIndexChange: (index: number) => void;
  onClose: () => void;
}) {
  return (
    <Lightbox
      open
      close={onClose}
      index={index}
      on={{ view: ({ index: viewed }) => onIndexChange(viewed) }}
      slides={images.map((image, i) => ({ src: image.mainUrl, alt: `${title}, picture ${i + 1} of ${images.length}` }))}
      plugins={[Zoom]}
      zoom={{ maxZoomPixelRatio: 3, scrollToZoom: true }}
      carousel={{ finite: images.length <= 1 }}
      render={images.length <= 1 ? { buttonPrev: () => null, buttonNext: () => null } : undefined}
      controller={{ closeOnBackdropClick: true }}
    />
  );
}
