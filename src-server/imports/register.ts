import { registerImporter, registerZipImporter } from '../platform/jobs/imports/registry';
import { DEFAULT_SETTINGS } from '../platform/settings';
import { allowIpsImporter } from '../modules/stores/allow-ip-import';
import { contractInterestImporter, contractsImporter } from '../modules/contracts/import';
import { estimateImagesImporter } from '../modules/contracts/estimate-image-import';
import { estimateProductsImporter } from '../modules/contracts/estimate-import';
import { storesImporter } from '../modules/stores/import';

/*
 * Importing this module makes the store CSV imports (spec section 7) available to the import
 * jobs. It runs once, when the app module loads, so a test can still put its own importer in
 * place afterwards. Accounts an import opens get the default password validity.
 */
registerImporter('stores', storesImporter(DEFAULT_SETTINGS.passwordValidityDays));
registerImporter('storesAllowIp', allowIpsImporter);
registerImporter('contracts', contractsImporter);
registerImporter('contractInterest', contractInterestImporter);
registerImporter('estimateProducts', estimateProductsImporter);
registerZipImporter('estimateImages', estimateImagesImporter);
