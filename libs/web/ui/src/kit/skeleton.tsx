import type { CSSProperties } from 'react';

/**
 * antd's active Skeleton (a title bar and paragraph lines, the last one shorter) without antd:
 * the loading state of a kit page's section while its data arrives. Hidden from screen readers;
 * the container says it is busy.
 */
export function Skeleton({ rows = 3, style }: { rows?: number; style?: CSSProperties }) {
  return (
    <div className="rpk-skeleton" aria-busy="true" style={style}>
      <span className="rpk-skeleton-bar rpk-skeleton-title" aria-hidden="true" />
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="rpk-skeleton-bar rpk-skeleton-line" aria-hidden="true" style={i === rows - 1 && rows > 1 ? { width: '61%' } : undefined} />
      ))}
    </div>
  );
}

/** antd's `Skeleton.Input`: one control-high bar, where a value (a balance) will appear. */
export function SkeletonInput({ width = 160 }: { width?: number }) {
  return <span className="rpk-skeleton rpk-skeleton-bar rpk-skeleton-input" aria-busy="true" style={{ width }} />;
}
