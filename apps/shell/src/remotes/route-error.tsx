import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { RemoteErrorPanel } from './remote-error-panel';

/**
 * Error boundary around remote routes: a page chunk that fails to download (deploy in progress,
 * flaky network) shows the retry panel; retrying reloads so fresh chunk names are fetched.
 */
export function RouteError() {
  const error = useRouteError();
  if (!isRouteErrorResponse(error)) console.error('[shell] route error', error);
  return <RemoteErrorPanel onRetry={() => window.location.reload()} />;
}
