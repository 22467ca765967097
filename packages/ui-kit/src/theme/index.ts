export { rendezvousTheme } from './theme';
export { RendezvousProvider, type RendezvousProviderProps } from './RendezvousProvider';
export { RendezvousThemeProvider } from './RendezvousThemeProvider';
export { mountApp, mountSite } from './mount-app';
export { whenIdleAfterFirstPaint } from './after-first-paint';
