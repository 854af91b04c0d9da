// Entry of the Electron build (index.html): the preload has installed window.bridge.
import { startConsole } from './startConsole';

startConsole();
