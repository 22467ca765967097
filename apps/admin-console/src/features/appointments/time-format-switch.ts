// Loaded lazily by the appointments page: the toggle's SegmentedControl would otherwise push the
// route over its bundle budget.
export { TimeFormatToggle } from '@rendezvous/ui-kit';
