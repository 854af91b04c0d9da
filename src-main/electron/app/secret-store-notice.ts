import { dialog } from 'electron';
import type { BrowserWindow } from 'electron';
import { ja } from '@shared/messages';
import type { SafeStorageSecretStore } from '../storage/safe-storage-secret-store';

/** Tells the user, once, that the login will not survive a restart on this machine. */
export function noticeIfTokenIsNotPersisted(
  secretStore: SafeStorageSecretStore,
  window: BrowserWindow,
): void {
  if (secretStore.persistence() !== 'memory-only') return;
  void dialog.showMessageBox(window, {
    type: 'warning',
    title: ja.main.secretStoreInsecureTitle,
    message: ja.main.secretStoreInsecure,
  });
}
