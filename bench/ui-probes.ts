/**
 * What the UI bench runs inside the page, as plain script text (the bench's own TypeScript is
 * compiled with helpers a page does not have). Installed on every page of a bench context
 * before its scripts run.
 *
 * - It wraps `window.bridge` as the page installs it, recording every call: a screen's content
 *   is only ready once the calls it made have answered, and the calls of the median sample
 *   show where a screen's time goes (which call, and whether they ran one after another).
 * - It watches for a usable sign-in form: an e-mail and a password field and an enabled submit
 *   button, laid out, with every stylesheet of the page loaded.
 * - `__bench.navigate(path, expected)` changes the hash route and answers once the screen's
 *   content is ready (see `contentReady`), with the calls made meanwhile.
 */
export const PROBE_SCRIPT = String.raw`(() => {
  const calls = [];
  let bridge;
  Object.defineProperty(window, 'bridge', {
    configurable: true,
    get: () => bridge,
    set: (real) => {
      bridge = real && {
        invoke(channel, payload) {
          const call = { channel, start: performance.now(), end: null };
          calls.push(call);
          return real.invoke(channel, payload).finally(() => {
            call.end = performance.now();
          });
        },
        on: (event, listener) => real.on(event, listener),
      };
    },
  });

  const laidOut = (element) => {
    const box = element.getBoundingClientRect();
    return box.width > 0 && box.height > 0;
  };
  const stylesLoaded = () => [...document.querySelectorAll('link[rel=stylesheet]')].every((link) => link.sheet);

  function formUsable() {
    const email = document.querySelector('input[name=email]');
    const password = document.querySelector('input[name=password]');
    const submit = document.querySelector('button[type=submit]');
    if (!email || !password || !submit) return false;
    if (email.disabled || password.disabled || submit.disabled) return false;
    return laidOut(email) && laidOut(password) && laidOut(submit) && stylesLoaded();
  }

  // Images arrive through the bridge one by one after the screen shows (placeholders meanwhile).
  const BACKGROUND_CHANNELS = ['media.dataUrl'];
  const BUSY = [
    '.mantine-Loader-root',
    '.mantine-Skeleton-root[data-visible]',
    '.mantine-AppShell-header .mantine-Progress-root',
  ].join(', ');
  const ERROR_PATHS = ['/403', '/404', '/500', '/login'];

  const hashPath = () => location.hash.slice(1).split('?')[0];
  const waiting = (since) =>
    calls.filter((call) => call.start >= since && call.end === null && !BACKGROUND_CHANNELS.includes(call.channel));

  /** 'ready', 'wait', or the error path the screen went to instead. */
  function contentReady(expected, since, startPath) {
    const path = hashPath();
    if (path !== expected.path) return path !== startPath && ERROR_PATHS.includes(path) ? path : 'wait';
    if (document.title !== expected.title) return 'wait';
    if (document.querySelector(BUSY)) return 'wait';
    if (waiting(since).length > 0) return 'wait';
    const content = document.querySelector('main') ?? document.getElementById('root');
    if (!content || content.innerText.trim() === '') return 'wait';
    if (!stylesLoaded()) return 'wait';
    return 'ready';
  }

  /** Answers once the state has held for two frames in a row (a screen between two loads is not ready). */
  function whenReady(expected, since, timeoutMs) {
    const startPath = hashPath();
    return new Promise((resolve) => {
      let firstReady = null;
      const check = () => {
        const now = performance.now();
        const state = contentReady(expected, since, startPath);
        if (state === 'ready') {
          if (firstReady !== null) {
            resolve({ ms: firstReady - since, error: null, calls: callsSince(since) });
            return;
          }
          firstReady = now;
        } else {
          firstReady = null;
          if (state !== 'wait') {
            resolve({ ms: now - since, error: 'went to ' + state, calls: callsSince(since) });
            return;
          }
        }
        if (now - since > timeoutMs) {
          const pending = waiting(since).map((call) => call.channel);
          const reason = pending.length ? 'waiting for ' + pending.join(', ') : 'no content at ' + hashPath();
          resolve({ ms: now - since, error: 'timed out, ' + reason, calls: callsSince(since) });
          return;
        }
        requestAnimationFrame(check);
      };
      requestAnimationFrame(check);
    });
  }

  const callsSince = (since) =>
    calls
      .filter((call) => call.start >= since)
      .map((call) => ({
        channel: call.channel,
        start: call.start - since,
        ms: call.end === null ? null : call.end - call.start,
      }));

  const bench = {
    usableAt: null,
    bridgeReady: () => typeof bridge?.invoke === 'function',
    /** A call as the signed-in user: the bench reads ids of the demo data this way. */
    invoke: (channel, payload) => bridge.invoke(channel, payload),
    /** Loads a built module as the router would import it (same URL, so the same module). */
    loadModule: (src) =>
      new Promise((resolve, reject) => {
        const script = document.createElement('script');
        script.type = 'module';
        script.src = src;
        script.onload = () => resolve(null);
        script.onerror = () => reject(new Error('could not load ' + src));
        document.head.append(script);
      }),
    /** Answers when the screen the page opened on shows its content. */
    whenShown: (expected, timeoutMs) => whenReady(expected, 0, timeoutMs),
    /** Sets the route and answers when its content is ready. */
    navigate(path, expected, timeoutMs) {
      const since = performance.now();
      location.hash = '#' + path;
      return whenReady(expected, since, timeoutMs);
    },
    /** Submits the sign-in form and answers when the landing screen's content is ready. */
    signIn(expected, timeoutMs) {
      const since = performance.now();
      document.querySelector('button[type=submit]').click();
      return whenReady(expected, since, timeoutMs);
    },
    /** Time to the usable form, and the JavaScript and CSS fetched before it. */
    formReport() {
      const at = bench.usableAt;
      const before = performance
        .getEntriesByType('resource')
        .filter((entry) => entry.responseEnd <= at && /\.(js|css)(\?|$)/.test(entry.name));
      return {
        ms: at,
        files: before.map((entry) => ({ url: entry.name, bytes: entry.decodedBodySize })),
        lastStart: before.reduce((last, entry) => Math.max(last, entry.startTime), 0),
      };
    },
  };
  window.__bench = bench;

  const watchForm = () => {
    if (formUsable()) {
      bench.usableAt = performance.now();
      return;
    }
    if (performance.now() < 20000) requestAnimationFrame(watchForm);
  };
  if (location.hash.startsWith('#/login') || location.pathname.endsWith('/bench-baseline.html'))
    requestAnimationFrame(watchForm);
})();`;
