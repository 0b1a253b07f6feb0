import { AntdScope } from '@resellpk/web-antd';
import { Image } from 'antd';

/**
 * antd's full-size image viewer (zoom, rotate, flip, one image after another) over the product page.
 * ProductGallery loads this chunk, and antd with it, only when the visitor first opens the image, so
 * the page itself paints without antd; it then stays mounted so that closing animates and antd puts
 * the focus back where it was.
 */
export default function ImagePreview({
  urls,
  open,
  current,
  onChange,
  onClose,
}: {
  urls: string[];
  open: boolean;
  current: number;
  onChange: (index: number) => void;
  onClose: () => void;
}) {
  return (
    <AntdScope>
      <Image.PreviewGroup
        items={urls}
        preview={{ open, current, onChange, onOpenChange: (open) => !open && onClose() }}
      />
    </AntdScope>
  );
}
