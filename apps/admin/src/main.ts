// Async boundary: shared singletons are negotiated before the app code runs (standalone use).
import('./bootstrap');
