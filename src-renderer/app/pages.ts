import type { ComponentType } from 'react';
import type { RouteName } from '@shared/routes';
import type { ScreenPrefetch } from '../components/routing/screenPrefetch';

/** A screen's module: the screen, and the queries it asks first when it has them to start early. */
export type PageModule = { default: ComponentType; prefetch?: ScreenPrefetch };
export type PageLoader = () => Promise<PageModule>;

/**
 * The screen of each route of the shared table. A logged-in route without an entry here shows
 * the "screen not available in this version" page until its area is built.
 */
export const PAGES: Partial<Record<RouteName, PageLoader>> = {
  serviceList: () => import('../features/services/ServiceListPage'),
  dashboard: () => import('../features/dashboard/DashboardPage'),
  accountUser: () => import('../features/account/AccountUserPage'),
  auditLogList: () => import('../features/audit/AuditLogListPage'),
  auditLogDetail: () => import('../features/audit/AuditLogDetailPage'),
  accountCompany: () => import('../features/account/AccountCompanyPage'),
  storeList: () => import('../features/stores/StoreListPage'),
  storeCreate: () => import('../features/stores/StoreCreatePage'),
  storeEdit: () => import('../features/stores/StoreEditPage'),
  storeGroupList: () => import('../features/stores/groups/GroupListPage'),
  storeGroupAdd: () => import('../features/stores/groups/GroupShopAddPage'),
  storeGroupDelete: () => import('../features/stores/groups/GroupShopRemovePage'),
  storeSettingView: () => import('../features/store-settings/StoreSettingViewPage'),
  settingBasic: () => import('../features/store-settings/SettingBasicPage'),
  settingDefault: () => import('../features/store-settings/SettingDefaultPage'),
  settingDetail: () => import('../features/store-settings/SettingDetailPage'),
  userList: () => import('../features/users/UserListPage'),
  userRegisterSelect: () => import('../features/users/UserRegisterSelectPage'),
  userRegisterClient: () => import('../features/users/UserRegisterClientPage'),
  userRegisterMaster: () => import('../features/users/UserRegisterMasterPage'),
  userRegisterShop: () => import('../features/users/UserRegisterShopPage'),
  userEditClient: () => import('../features/users/UserEditClientPage'),
  userEditMaster: () => import('../features/users/UserEditMasterPage'),
  userEditShop: () => import('../features/users/UserEditShopPage'),
  serviceSettingList: () => import('../features/service-settings/ServiceSettingListPage'),
  serviceSettingCreate: () => import('../features/service-settings/ServiceSettingCreatePage'),
  serviceSettingEdit: () => import('../features/service-settings/ServiceSettingEditPage'),
  couponList: () => import('../features/coupons/CouponListPage'),
  couponCreate: () => import('../features/coupons/CouponCreatePage'),
  couponEdit: () => import('../features/coupons/CouponEditPage'),
  couponUsageHistoryList: () => import('../features/coupons/usage/CouponUsageListPage'),
  couponUsageHistory: () => import('../features/coupons/usage/CouponUsageDashboardPage'),
  galleryCategoryList: () => import('../features/shop-content/GalleryCategoryListPage'),
  galleryList: () => import('../features/shop-content/GalleryListPage'),
  galleryCreate: () => import('../features/shop-content/GalleryCreatePage'),
  galleryEdit: () => import('../features/shop-content/GalleryEditPage'),
  menuCategoryList: () => import('../features/shop-content/MenuCategoryListPage'),
  menuList: () => import('../features/shop-content/MenuListPage'),
  menuCreate: () => import('../features/shop-content/MenuCreatePage'),
  menuEdit: () => import('../features/shop-content/MenuEditPage'),
  topList: () => import('../features/shop-content/TopListPage'),
  topCreate: () => import('../features/shop-content/TopCreatePage'),
  topEdit: () => import('../features/shop-content/TopEditPage'),
  topCategoryList: () => import('../features/shop-content/TopCategoryListPage'),
  topCategoryCreate: () => import('../features/shop-content/TopCategoryCreatePage'),
  topCategoryEdit: () => import('../features/shop-content/TopCategoryEditPage'),
  newsList: () => import('../features/news/NewsListPage'),
  newsDetail: () => import('../features/news/NewsDetailPage'),
  newsCreate: () => import('../features/news/NewsCreatePage'),
  paymentHistoryList: () => import('../features/payments/PaymentHistoryListPage'),
  paymentHistoryDetail: () => import('../features/payments/PaymentHistoryDetailPage'),
  ecHistoryList: () => import('../features/payments/EcHistoryListPage'),
  ecHistoryDetail: () => import('../features/payments/EcHistoryDetailPage'),
  ecHistoryEdit: () => import('../features/payments/EcHistoryEditPage'),
  summary: () => import('../features/summary/SummaryPage'),
  accountingExport: () => import('../features/accounting/AccountingExportPage'),
  accountingSettings: () => import('../features/accounting/AccountingSettingsPage'),
  notificationList: () => import('../features/notifications/NotificationListPage'),
  notificationCreate: () => import('../features/notifications/NotificationCreatePage'),
  contractList: () => import('../features/contracts/ContractListPage'),
  contractCreate: () => import('../features/contracts/ContractCreatePage'),
  contractEdit: () => import('../features/contracts/ContractEditPage'),
  estimateProductList: () => import('../features/contracts/products/EstimateProductListPage'),
  estimateProductCreate: () => import('../features/contracts/products/EstimateProductCreatePage'),
  estimateProductEdit: () => import('../features/contracts/products/EstimateProductEditPage'),
  customerList: () => import('../features/customers/CustomerListPage'),
  customerListLinked: () => import('../features/customers/CustomerLinkedListPage'),
  customerEdit: () => import('../features/customers/CustomerEditPage'),
  couponTemplateList: () => import('../features/customers/templates/CouponTemplateListPage'),
  newsTemplateList: () => import('../features/customers/templates/NewsTemplateListPage'),
  couponTemplateCreate: () => import('../features/customers/templates/CouponTemplateCreatePage'),
  couponTemplateEdit: () => import('../features/customers/templates/CouponTemplateEditPage'),
  newsTemplateCreate: () => import('../features/customers/templates/NewsTemplateCreatePage'),
  newsTemplateEdit: () => import('../features/customers/templates/NewsTemplateEditPage'),
};

/** Logged-in screens of the plain layout (the login form itself is in the first script: router.tsx). */
export const PLAIN_PAGES = {
  passwordChange: () => import('../features/auth/PasswordChangePage'),
} as const satisfies Partial<Record<RouteName, PageLoader>>;

export const ERROR_PAGES = {
  forbidden: () => import('../features/errors/ForbiddenPage'),
  notFound: () => import('../features/errors/NotFoundPage'),
  serverError: () => import('../features/errors/ServerErrorPage'),
} as const satisfies Partial<Record<RouteName, PageLoader>>;

export const notAvailablePage: PageLoader = () => import('../features/errors/ScreenNotAvailablePage');
