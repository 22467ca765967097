export {
  DEFAULT_MAP_CENTRE,
  LocationMap,
  MAP_TILES_UNAVAILABLE,
  type LocationMapProps,
} from './LocationMap';
