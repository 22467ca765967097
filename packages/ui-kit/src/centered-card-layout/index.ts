export { CenteredCardLayout, type CenteredCardLayoutProps } from './CenteredCardLayout';
