/** Types of the map components (no leaflet import, so they can be used from any chunk). */
import type { ReactNode } from 'react';
import type { LatLngPoint } from '@/lib/geo';

export type MapPoint = LatLngPoint;

export interface MapMarker {
  id: string | number;
  position: MapPoint;
  /** Shown on hover and read by screen readers. */
  title?: string;
  /** Content of the popup opened by clicking the marker. */
  popup?: ReactNode;
}

export interface MapPolygon {
  id: string | number;
  points: readonly MapPoint[];
  /** Shown as a tooltip on the polygon. */
  title?: string;
  /** Stroke and fill colour (CSS colour); default the theme green. */
  color?: string;
}

export interface MapViewProps {
  /** Centre of the view; default config.map.defaultPosition (Tehran). Changing it moves the map. */
  center?: MapPoint;
  /** Zoom level; default 12. */
  zoom?: number;
  markers?: readonly MapMarker[];
  polygons?: readonly MapPolygon[];
  /** Called with the clicked point. */
  onPick?(point: MapPoint): void;
  /** Fit the view to the markers and polygons (ignores center/zoom while there is content). */
  fitToContent?: boolean;
  /** CSS height; default 320 (px). */
  height?: number | string;
  className?: string;
  /** Accessible name of the map region; default "Map". */
  ariaLabel?: string;
  /** Extra react-leaflet layers. */
  children?: ReactNode;
}

export interface PolygonEditorProps {
  /** The polygon's vertices in order. */
  value?: readonly MapPoint[];
  onChange?(points: MapPoint[]): void;
  /** Where the map starts when there are no points; default config.map.defaultPosition. */
  center?: MapPoint;
  zoom?: number;
  height?: number | string;
  /** Other regions shown for reference (read-only). */
  otherPolygons?: readonly MapPolygon[];
  /** Injected by Form.Item; put on the latitude field of the manual entry. */
  id?: string;
  disabled?: boolean;
}
