// Entry of the browser dev host build (browser.html): window.bridge comes over a loopback
// WebSocket instead of the preload. The socket opens while the app starts; calls made before it
// is open wait for it.
import { installBrowserBridge } from './browser-bridge';
import { startConsole } from './startConsole';

void installBrowserBridge();
startConsole();
