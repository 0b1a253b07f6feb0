import { useT } from '@resellpk/web-i18n';
import { LoadingBlock } from '@resellpk/web-ui';
import { useFirstPaintHold } from '../first-paint/first-paint';

/**
 * The page area while a remote or a page's chunk loads; the chrome around it stays. A first screen
 * drawn by the server stays in front of it meanwhile.
 */
export function PageLoading() {
  const t = useT();
  useFirstPaintHold();
  return <LoadingBlock text={t('Loading')} padding={64} />;
}
