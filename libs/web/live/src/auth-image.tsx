import { useEffect, useState, type ImgHTMLAttributes, type ReactNode } from 'react';
import { API_BASE, authStore, refreshSession } from '@resellpk/web-api';
import { apiPath } from './format';

async function fetchImage(path: string, signal: AbortSignal): Promise<Blob> {
  const get = () =>
    fetch(`${API_BASE}${apiPath(path)}`, {
      headers: authStore.get().accessToken ? { Authorization: `Bearer ${authStore.get().accessToken}` } : {},
      credentials: 'include',
      signal,
    });
  let res = await get();
  if (res.status === 401 && (await refreshSession().catch(() => null))) res = await get();
  if (!res.ok) throw new Error(`image ${res.status}`);
  return res.blob();
}

/**
 * Screenshots and QR codes are not public: fetched with the access token and shown as a blob: URL
 * (revoked when the component goes away).
 */
export function useAuthImage(path: string | null | undefined): { url: string | null; failed: boolean } {
  const [state, setState] = useState<{ url: string | null; failed: boolean }>({ url: null, failed: false });
  useEffect(() => {
    if (!path) {
      setState({ url: null, failed: false });
      return;
    }
    const controller = new AbortController();
    let url: string | null = null;
    setState({ url: null, failed: false });
    fetchImage(path, controller.signal).then(
      (blob) => {
        url = URL.createObjectURL(blob);
        setState({ url, failed: false });
      },
      (e: unknown) => {
        if ((e as Error)?.name !== 'AbortError') setState({ url: null, failed: true });
      },
    );
    return () => {
      controller.abort();
      if (url) URL.revokeObjectURL(url);
    };
  }, [path]);
  return state;
}

/** An <img> of a protected API image; `fallback` while loading or when it cannot be loaded. */
export function AuthImage({
  path,
  fallback = null,
  ...img
}: { path: string; fallback?: ReactNode } & Omit<ImgHTMLAttributes<HTMLImageElement>, 'src'>) {
  const { url } = useAuthImage(path);
  if (!url) return <>{fallback}</>;
  return <img {...img} src={url} />;
}
