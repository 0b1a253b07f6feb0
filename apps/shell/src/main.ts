// Async boundary: shared singletons (react, antd, the session lib...) are negotiated with the
// remotes before any app code runs.
import('./bootstrap');
