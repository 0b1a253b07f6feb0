import { useT } from '@resellpk/web-i18n';
import { LoadingBlock } from '@resellpk/web-ui';

/** The page area while a remote or a page's chunk loads; the chrome around it stays. */
export function PageLoading() {
  const t = useT();
  return <LoadingBlock text={t('Loading')} padding={64} />;
}
