export { StatusChip, type StatusChipProps } from './StatusChip';
export {
  STATUS_COLORS,
  type InvitationStatus,
  type ReadStatus,
  type StatusByKind,
  type StatusKind,
} from './status-colors';
