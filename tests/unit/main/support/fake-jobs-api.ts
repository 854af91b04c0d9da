import type { ExportStatusBody, ImportStatusBody } from '@shared/api/jobs';
import type { CurrentUser } from '@shared/api/account';
import { ACCESS_TOKEN, BASE_URL, currentUser, json, loginAnswer, serviceList } from './fake-api';
import type { FakeRoute, RecordedRequest } from './fake-api';
import { storeImportLookupAnswer } from './store-import-files';

/** A second user of the same machine, for the per-user isolation tests. */
export const OTHER_TOKEN = 'tok_other_user_ZYXWVUTSRQPONMLKJIHGFEDCBA9876543210';
export const otherUser = (): CurrentUser =>
  currentUser({ id: 7, email: 'other@demo.example', nameSei: '佐藤' });

/** A finished export as the server answers while it keeps the file: success with the download URL. */
export function exportReady(id: string): ExportStatusBody {
  return { status: 1, url: `${BASE_URL}/export/download/${id}`, error: null };
}

/**
 * The management API's job endpoints (src-shared/api/jobs.ts) with statuses the test sets,
 * plus login and account for two users, and the lookups of a store import file. Every job call
 * needs a valid bearer token.
 */
export function createFakeJobsApi() {
  const exportStatuses = new Map<string, ExportStatusBody>();
  const importStatuses = new Map<string, ImportStatusBody>();
  const files = new Map<string, Uint8Array>();
  const expiredPreviews = new Map<string, string>();
  const users = new Map<string, CurrentUser>([
    [ACCESS_TOKEN, currentUser()],
    [OTHER_TOKEN, otherUser()],
  ]);
  let nextId = 1;
  let dropsLeft = 0;
  let revoked = false;

  function userOf(request: RecordedRequest): CurrentUser | null {
    if (revoked) return null;
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    return users.get(token) ?? null;
  }

  function fileAnswer(key: string): Response {
    const bytes = files.get(key);
    if (!bytes) return notFound();
    if (dropsLeft > 0) {
      dropsLeft -= 1;
      return new Response(droppingStream(bytes), { status: 200 });
    }
    return new Response(bytes, { status: 200, headers: { 'content-type': 'text/csv; charset=Shift_JIS' } });
  }

  const route: FakeRoute = (request) => {
    const { method, path } = request;
    if (method === 'POST' && path === 'auth/login') {
      const email = (request.body as { email?: string } | undefined)?.email;
      return json(200, loginAnswer(email === 'other@demo.example' ? OTHER_TOKEN : ACCESS_TOKEN));
    }
    // The address service (the prefectures a store file may name) needs no login.
    if (path.startsWith('/address/')) return storeImportLookupAnswer(request) ?? notFound();
    const user = userOf(request);
    if (!user) return json(401, { message: '認証が必要です。' });
    const lookup = storeImportLookupAnswer(request);
    if (lookup) return lookup;
    if (method === 'GET' && path === 'account') return json(200, { data: user });
    if (method === 'POST' && path === 'auth/logout') return new Response(null, { status: 204 });
    if (method === 'GET' && path === 'services') return json(200, serviceList());
    let match = /^[^/]+\/exports\/(\d{4})$/.exec(path);
    if (method === 'GET' && match) {
      const id = `exp-${nextId++}`;
      exportStatuses.set(id, { status: 0, url: null, error: null });
      return json(202, { data: { id } });
    }
    match = /^export\/status\/(.+)$/.exec(path);
    if (method === 'GET' && match)
      return statusAnswer(exportStatuses.get(decodeURIComponent(match[1] ?? '')));
    match = /^export\/download\/(.+)$/.exec(path);
    if (method === 'GET' && match) return fileAnswer(`export:${decodeURIComponent(match[1] ?? '')}`);
    match = /^import\/status\/(.+)$/.exec(path);
    if (method === 'GET' && match)
      return statusAnswer(importStatuses.get(decodeURIComponent(match[1] ?? '')));
    match = /^import\/error-file\/(.+)$/.exec(path);
    if (method === 'GET' && match) return fileAnswer(`import-errors:${decodeURIComponent(match[1] ?? '')}`);
    match = /^import\/(confirm|cancel)\/(.+)$/.exec(path);
    if (method === 'POST' && match) {
      const id = decodeURIComponent(match[2] ?? '');
      const current = importStatuses.get(id);
      if (!current) return notFound();
      const expired = expiredPreviews.get(id);
      if (expired && match[1] === 'confirm') {
        const failed: ImportStatusBody = {
          status: 3,
          errorPath: null,
          data: null,
          message: expired,
          preview: null,
        };
        importStatuses.set(id, failed);
        return json(202, { data: failed });
      }
      if (current.status !== 5) return json(409, { message: 'この取り込みは確認を待っていません。' });
      const next = { ...current, status: match[1] === 'confirm' ? 0 : 6, preview: null } as ImportStatusBody;
      importStatuses.set(id, next);
      return json(match[1] === 'confirm' ? 202 : 200, { data: next });
    }
    if (method === 'POST' && request.form) {
      const id = `imp-${nextId++}`;
      importStatuses.set(id, { status: 0, errorPath: null, data: null, message: null });
      return json(202, { data: { id } });
    }
    return notFound();
  };

  return {
    route,
    exportStatuses,
    importStatuses,
    /** The CSV of a finished export (served at export/download/{id}). */
    setExportFile: (id: string, bytes: Uint8Array) => files.set(`export:${id}`, bytes),
    setImportErrorFile: (id: string, bytes: Uint8Array) => files.set(`import-errors:${id}`, bytes),
    /** The dry run waited too long: confirming it answers the failure, as the reference server does. */
    expirePreview: (id: string, message: string) => expiredPreviews.set(id, message),
    /**
     * The file of a finished export passed the server's retention: its status stays a success
     * without a URL and the download answers 404, as the reference server does.
     */
    expireExport: (id: string) => {
      exportStatuses.set(id, { status: 1, url: null, error: null });
      files.delete(`export:${id}`);
    },
    /** The next `count` file answers break off half-way through the body. */
    dropNextDownloads: (count: number) => {
      dropsLeft = count;
    },
    /** Every token is refused from now on (401). */
    revokeAll: () => {
      revoked = true;
    },
  };
}

export type FakeJobsApi = ReturnType<typeof createFakeJobsApi>;

function statusAnswer(status: unknown): Response {
  return status ? json(200, { data: status }) : notFound();
}

function notFound(): Response {
  return json(404, { message: '該当するデータがありません。' });
}

/** Sends the first half of the bytes, then fails like a dropped connection. */
function droppingStream(bytes: Uint8Array): ReadableStream<Uint8Array> {
  let sent = false;
  return new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!sent) {
        sent = true;
        controller.enqueue(bytes.slice(0, Math.ceil(bytes.length / 2)));
        return;
      }
      controller.error(new TypeError('terminated: other side closed'));
    },
  });
}
