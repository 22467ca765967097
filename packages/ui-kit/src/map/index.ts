export {
  DEFAULT_MAP_CENTRE,
  LocationMap,
  LOCATION_MAP_TEXTS,
  MAP_TILES_UNAVAILABLE,
  type LocationMapProps,
  type LocationMapTexts,
} from './LocationMap';
