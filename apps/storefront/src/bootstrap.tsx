import { Outlet } from 'react-router-dom';
import { mountStandalone } from '@resellpk/web-ui';
import routes from './routes';

// Standalone mode (port 4201) for the storefront team: routes mounted at `/` without the shell's chrome.
mountStandalone([{ path: '/', element: <Outlet />, children: routes }]);
