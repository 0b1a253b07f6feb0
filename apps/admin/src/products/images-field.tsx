import { useEffect, useMemo } from 'react';
import { Button, Flex, Typography, Upload } from 'antd';
import { DeleteOutlined, UploadOutlined } from '@ant-design/icons';
import type { ProductImage } from '@resellpk/contracts';
import { useToast } from '@resellpk/web-ui';
import { useT } from '@resellpk/web-i18n';
import { IMAGE_ACCEPT, imageProblem } from './image-check';

const THUMB = 88;

function Thumb({ src, alt, onRemove, busy, label }: { src: string; alt: string; onRemove: () => void; busy?: boolean; label: string }) {
  return (
    <div style={{ position: 'relative', width: THUMB, height: THUMB }} data-testid="image-thumb">
      <img src={src} alt={alt} width={THUMB} height={THUMB} style={{ objectFit: 'cover', borderRadius: 8, border: '1px solid #eee' }} />
      <Button
        size="small"
        danger
        shape="circle"
        icon={<DeleteOutlined />}
        aria-label={label}
        loading={busy}
        onClick={onRemove}
        style={{ position: 'absolute', top: 4, insetInlineEnd: 4 }}
      />
    </div>
  );
}

/**
 * Stored images (remove at once) and files chosen but not yet uploaded (sent when the form is
 * saved). Files failing the type/size pre-check are refused with the spec's messages.
 */
export function ImagesField({
  stored,
  pending,
  onPendingChange,
  onRemoveStored,
  removingId,
}: {
  stored: ProductImage[];
  pending: File[];
  onPendingChange: (files: File[]) => void;
  onRemoveStored?: (image: ProductImage) => void;
  removingId?: string;
}) {
  const t = useT();
  const { toast } = useToast();
  const previews = useMemo(() => pending.map((f) => URL.createObjectURL(f)), [pending]);
  useEffect(() => () => previews.forEach((u) => URL.revokeObjectURL(u)), [previews]);

  let batch: File[] = [];
  const accept = (file: File, all: File[]) => {
    const problem = imageProblem(file);
    if (problem) toast({ title: t(problem), description: file.name, variant: 'destructive' });
    else batch.push(file);
    // antd calls beforeUpload once per file; commit after the last one of the selection
    if (file === all[all.length - 1]) {
      if (batch.length) onPendingChange([...pending, ...batch]);
      batch = [];
    }
    return false;
  };

  return (
    <div>
      <Flex gap={8} wrap style={{ marginBottom: stored.length || pending.length ? 12 : 0 }}>
        {stored.map((img, i) => (
          <Thumb
            key={img.id}
            src={img.cardUrl}
            alt={t('Image {{n}}', { n: i + 1 })}
            label={t('Remove image {{n}}', { n: i + 1 })}
            busy={removingId === img.id}
            onRemove={() => onRemoveStored?.(img)}
          />
        ))}
        {pending.map((f, i) => (
          <Thumb
            key={`${f.name}-${i}`}
            src={previews[i]}
            alt={f.name}
            label={t('Remove {{name}}', { name: f.name })}
            onRemove={() => onPendingChange(pending.filter((_, j) => j !== i))}
          />
        ))}
      </Flex>
      <Upload accept={IMAGE_ACCEPT} multiple showUploadList={false} beforeUpload={accept}>
        <Button icon={<UploadOutlined />}>{t('Select images')}</Button>
      </Upload>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
        {t('JPEG, PNG, WebP, GIF or AVIF, up to 5 MB each.')}
        {pending.length > 0 && ` ${t('{{count}} new image(s) will be uploaded when you save.', { count: pending.length })}`}
      </Typography.Text>
    </div>
  );
}
