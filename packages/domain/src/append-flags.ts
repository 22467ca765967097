/**
 * The `append<Name>=true` query flags that select included relations. Kept apart from the
 * schemas (and zod) because the console's first page needs these lists, not the schemas.
 */

/** Relations login and get-admin-by-token include, as append<Name>=true query flags. */
export const ADMIN_APPEND_FLAGS = [
  'appendRoles',
  'appendBusiness',
  'appendConsultant',
  'appendIntegrations',
  'appendMerchantCustomers',
] as const;
export type AdminAppendFlag = (typeof ADMIN_APPEND_FLAGS)[number];

/** Relations GET business/{id} can include, as append<Name>=true flags. */
export const BUSINESS_APPEND_FLAGS = [
  'appendConsultants',
  'appendServices',
  'appendServiceCategories',
  'appendDays',
  'appendMerchants',
  'appendReviews',
  'appendAddresses',
  'appendSettings',
  'appendTags',
  'appendIntegrations',
  'appendThemeEntities',
  'appendRoles',
] as const;
export type BusinessAppendFlag = (typeof BUSINESS_APPEND_FLAGS)[number];
