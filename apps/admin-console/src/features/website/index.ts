export { WebsiteManagerPage } from './WebsiteManagerPage';
