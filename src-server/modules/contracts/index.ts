import type { ServerModule } from '../../platform/module';
import { estimateImagesImporter } from './estimate-image-import';
import { estimateProductsImporter } from './estimate-import';
import { contractsExport, estimateProductsExport } from './export';
import { contractInterestImporter, contractsImporter } from './import';
import { registerContractRoutes } from './routes';

export { seedContracts } from './demo';

/**
 * A shop's handling contracts (取扱契約番号) and estimate products (試算商品) with the trial
 * calculation; CSV exports 0007 and 0008, the contract, interest and estimate product imports,
 * and the estimate image zip (1001).
 */
export const contractsModule: ServerModule = {
  name: 'contracts',
  routes: registerContractRoutes,
  jobs: {
    exports: { shopContract: contractsExport, estimateProduct: estimateProductsExport },
    importers: {
      contracts: contractsImporter,
      contractInterest: contractInterestImporter,
      estimateProducts: estimateProductsImporter,
    },
    zipImporters: { estimateImages: estimateImagesImporter },
  },
};
