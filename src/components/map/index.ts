/**
 * Maps. Only lazy components are exported here, so importing this module never pulls leaflet into a
 * chunk; code that is itself lazy may import './MapView' or './PolygonEditor' directly.
 */
export { LazyMapView, LazyPolygonEditor, MapPlaceholder } from './LazyMapView';
export type { MapMarker, MapPoint, MapPolygon, MapViewProps, PolygonEditorProps } from './types';
