import type { Plugin } from 'vite';
import { contentSecurityPolicyMeta, inlineScriptHash } from '../src-main/core/security/content-security-policy';

/**
 * Builds the renderer page for a strict CSP: the entry's `<script src>` becomes one small
 * inline script that adds it as a script element, and the policy trusts exactly that script by
 * its hash and, through 'strict-dynamic', what it adds (an element made by a trusted script, not
 * by the parser; an import() from the inline script itself would count as parser-inserted and
 * be refused). No script host at all. With `meta`, the policy goes into the page (the packaged
 * app is a file:// page, where no header exists).
 */
export function strictScriptLoader({ meta }: { meta: boolean }): Plugin {
  return {
    name: 'strict-script-loader',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html) {
        const entry = /<script type="module" crossorigin src="([^"]+)"><\/script>/.exec(html);
        if (!entry?.[1]) throw new Error('strict-script-loader: the page has no module entry script');
        const loader = `const entry=document.createElement('script');entry.type='module';entry.src=${JSON.stringify(entry[1])};document.head.append(entry);`;
        const page = html.replace(entry[0], `<script>${loader}</script>`);
        if (!meta) return page;
        const policy = contentSecurityPolicyMeta({ scriptHashes: [inlineScriptHash(loader)] });
        return {
          html: page,
          tags: [
            {
              tag: 'meta',
              attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
              injectTo: 'head-prepend',
            },
          ],
        };
      },
    },
  };
}
