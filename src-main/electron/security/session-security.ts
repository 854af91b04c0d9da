import type { Session } from 'electron';

const CSP_HEADER = 'Content-Security-Policy';

/** Every permission (camera, notifications, clipboard, geolocation, devices...) is refused. */
export function denyAllPermissions(session: Session): void {
  session.setPermissionRequestHandler((_webContents, _permission, callback) => callback(false));
  session.setPermissionCheckHandler(() => false);
  session.setDevicePermissionHandler(() => false);
}

/** The policy on every http(s) page, whatever the server sent (the dev server sends none). */
export function enforceContentSecurityPolicy(session: Session, policy: string): void {
  session.webRequest.onHeadersReceived({ urls: ['http://*/*', 'https://*/*'] }, (details, callback) => {
    callback({ responseHeaders: withContentSecurityPolicy(details.responseHeaders, policy) });
  });
}

/** Files are fetched by main; the renderer never starts a download. */
export function refuseRendererDownloads(session: Session): void {
  session.on('will-download', (event) => event.preventDefault());
}

export function withContentSecurityPolicy(
  headers: Record<string, string[]> | undefined,
  policy: string,
): Record<string, string[]> {
  const kept = Object.entries(headers ?? {}).filter(
    ([name]) => name.toLowerCase() !== CSP_HEADER.toLowerCase(),
  );
  return { ...Object.fromEntries(kept), [CSP_HEADER]: [policy] };
}
