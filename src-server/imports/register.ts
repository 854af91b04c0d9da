import { registerImporter, registerZipImporter } from '../jobs/imports/registry';
import { DEFAULT_SETTINGS } from '../settings';
import { allowIpsImporter } from './allow-ips';
import { contractInterestImporter, contractsImporter } from './contracts';
import { estimateImagesImporter } from './estimate-images';
import { estimateProductsImporter } from './estimate-products';
import { storesImporter } from './stores';

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
