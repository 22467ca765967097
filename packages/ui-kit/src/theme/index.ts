export { rendezvousTheme } from './theme';
export { RendezvousProvider, type RendezvousProviderProps } from './RendezvousProvider';
export { mountApp } from './mount-app';
