export { rendezvousTheme } from './theme';
export { RendezvousProvider, type RendezvousProviderProps } from './RendezvousProvider';
