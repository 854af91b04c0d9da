import { readFile } from 'node:fs/promises';
import type { Server } from 'node:http';
import path from 'node:path';
import { developmentContentSecurityPolicy } from '../../src-main/core';
import { BROWSER_VITE_CONFIG, RENDERER_SOURCE_DIR } from './paths';
import { BROWSER_PAGE, securityHeaders, sendStatus } from './static-files';
import type { RequestHandler } from './static-files';

export interface ViteRenderer {
  handle: RequestHandler;
  close(): Promise<void>;
}

/**
 * The renderer from sources through Vite's dev middleware, with hot reload over the host's own
 * HTTP server. The page's meta policy is swapped for the development one: React's refresh
 * preamble is an inline script.
 */
export async function createViteRenderer(
  server: Server,
  apiOrigin: string | null = null,
  imageHosts: readonly string[] = [],
): Promise<ViteRenderer> {
  const { createServer } = await import('vite');
  const vite = await createServer({
    configFile: BROWSER_VITE_CONFIG,
    appType: 'custom',
    server: { middlewareMode: true, hmr: { server } },
  });
  async function sendPage(requestUrl: string, response: Parameters<RequestHandler>[1]): Promise<void> {
    const source = await readFile(path.join(RENDERER_SOURCE_DIR, BROWSER_PAGE), 'utf8');
    const page = await vite.transformIndexHtml(`/${BROWSER_PAGE}`, withoutMetaPolicy(source), requestUrl);
    response.writeHead(200, {
      'Content-Type': 'text/html; charset=utf-8',
      ...securityHeaders(true, developmentContentSecurityPolicy(apiOrigin, imageHosts)),
    });
    response.end(page);
  }
  return {
    handle(request, response) {
      const requestUrl = request.url ?? '/';
      const { pathname } = new URL(requestUrl, 'http://host');
      if (pathname === '/' || pathname === `/${BROWSER_PAGE}`) {
        sendPage(requestUrl, response).catch(() => sendStatus(response, 500));
        return;
      }
      vite.middlewares(request, response, () => sendStatus(response, 404));
    },
    close: () => vite.close(),
  };
}

export function withoutMetaPolicy(html: string): string {
  return html.replace(/<meta\s+http-equiv=["']Content-Security-Policy["'][^>]*>/gi, '');
}
