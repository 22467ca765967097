export { PageHeader, type PageHeaderProps } from './PageHeader';
export { pageTitle, PRODUCT_NAME, usePageTitle } from './use-page-title';
