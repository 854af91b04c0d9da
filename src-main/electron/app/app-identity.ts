/**
 * The app's identity on Windows (AppUserModelID). It must equal `appId` in electron-builder.yml:
 * the installer's shortcuts carry it, and Windows shows notifications only for an app whose
 * shortcut matches.
 */
export const APP_USER_MODEL_ID = 'jp.example.cashless.console';

/**
 * productName of electron-builder.yml: the install folder and the NSIS uninstaller
 * (`Uninstall <productName>.exe`) are named after it.
 */
export const PRODUCT_NAME = 'キャッシュレス管理コンソール';
