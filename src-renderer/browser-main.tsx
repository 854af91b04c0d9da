// Entry of the browser dev host build: window.bridge comes over a loopback WebSocket instead of the preload.
import { installBrowserBridge } from './browser-bridge';

await installBrowserBridge();
await import('./main');
