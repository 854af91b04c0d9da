import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { contentSecurityPolicy, inlineScriptHashes } from '../../src-main/core';

/** The page of the browser build (vite.browser.config.ts builds src-renderer/browser.html). */
export const BROWSER_PAGE = 'browser.html';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
};

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => void;

/**
 * Serves the built renderer read-only; `/` is the browser page, sent with the app's policy for
 * its inline loader script, the API's origin and the image hosts. Nothing outside the folder is
 * reachable.
 */
export function serveStaticFiles(
  root: string,
  apiOrigin: string | null = null,
  imageHosts: readonly string[] = [],
): RequestHandler {
  const base = path.resolve(root);
  return (request, response) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      sendStatus(response, 405);
      return;
    }
    const filePath = resolveInside(base, request.url ?? '/');
    if (!filePath) {
      sendStatus(response, 404);
      return;
    }
    void sendFile(filePath, request, response, { apiOrigin, imageHosts });
  };
}

export function resolveInside(base: string, requestUrl: string): string | null {
  let pathname: string;
  try {
    pathname = decodeURIComponent(new URL(requestUrl, 'http://host').pathname);
  } catch {
    return null;
  }
  const relative = pathname === '/' ? BROWSER_PAGE : pathname.replace(/^\/+/, '');
  const resolved = path.resolve(base, relative);
  const inside = path.relative(base, resolved);
  if (inside === '' || inside.startsWith('..') || path.isAbsolute(inside) || relative.includes('\0'))
    return null;
  return resolved;
}

async function sendFile(
  filePath: string,
  request: IncomingMessage,
  response: ServerResponse,
  origins: { apiOrigin: string | null; imageHosts: readonly string[] },
): Promise<void> {
  const info = await stat(filePath).catch(() => null);
  if (!info?.isFile()) {
    sendStatus(response, 404);
    return;
  }
  const extension = path.extname(filePath).toLowerCase();
  const isPage = extension === '.html';
  const policy = isPage
    ? contentSecurityPolicy({
        scriptHashes: inlineScriptHashes(await readFile(filePath, 'utf8')),
        ...origins,
      })
    : undefined;
  response.writeHead(200, {
    'Content-Type': CONTENT_TYPES[extension] ?? 'application/octet-stream',
    'Content-Length': info.size,
    ...securityHeaders(isPage, policy),
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(filePath).pipe(response);
}

export function securityHeaders(isPage: boolean, policy?: string): Record<string, string> {
  const headers: Record<string, string> = {
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Cache-Control': 'no-store',
  };
  // A page without a policy of its own gets one that allows no script at all.
  if (isPage) headers['Content-Security-Policy'] = policy ?? contentSecurityPolicy({ scriptHashes: [] });
  return headers;
}

export function sendStatus(response: ServerResponse, status: number): void {
  response.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', ...securityHeaders(false) });
  response.end(String(status));
}
