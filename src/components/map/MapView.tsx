/**
 * The one map (profile, contact page, invoice, admin regions and stores): react-leaflet with the tile
 * server of config.map (`{key}` in the URL replaced by the key), markers, polygons, click-to-pick and
 * fit-to-content. Tiles that fail to load are replaced by a transparent image (no broken icons).
 * Import it lazily (`LazyMapView` from '@/components/map') so leaflet stays out of first-load chunks.
 */
import { useEffect, useMemo } from 'react';
import { useIntl } from 'react-intl';
import L from 'leaflet';
import { MapContainer, Marker, Polygon, Popup, TileLayer, Tooltip, useMap, useMapEvents } from 'react-leaflet';
import 'leaflet/dist/leaflet.css';
import iconUrl from 'leaflet/dist/images/marker-icon.png';
import iconRetinaUrl from 'leaflet/dist/images/marker-icon-2x.png';
import shadowUrl from 'leaflet/dist/images/marker-shadow.png';
import { config } from '@/config';
import type { MapPoint, MapViewProps } from './types';

/** Leaflet's default marker, with its images imported so the bundler ships them. */
export const markerIcon = L.icon({
  iconUrl,
  iconRetinaUrl,
  shadowUrl,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  tooltipAnchor: [16, -28],
  shadowSize: [41, 41],
});

const TRANSPARENT_TILE = 'data:image/gif;base64,R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7';
const DEFAULT_COLOR = '#2f7d4f';

/** The tile URL of config.map with `{key}` filled in. */
export function tileUrl(): string {
  return config.map.tileUrl.replace('{key}', encodeURIComponent(config.map.apiKey));
}

function attribution(url: string): string | undefined {
  if (url.includes('openstreetmap')) return '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';
  if (url.includes('neshan')) return '&copy; <a href="https://neshan.org/">Neshan</a>';
  return undefined;
}

/** Moves the map when `center` or `zoom` change after mount. */
function ViewController({ center, zoom, active }: { center: MapPoint; zoom: number; active: boolean }) {
  const map = useMap();
  useEffect(() => {
    if (active) map.setView([center.lat, center.lng], zoom);
  }, [map, center.lat, center.lng, zoom, active]);
  return null;
}

/** Fits the view to the given points (one point: centre on it). Skipped while the map has no size. */
function FitToPoints({ points, zoom }: { points: readonly MapPoint[]; zoom: number }) {
  const map = useMap();
  const signature = points.map((p) => `${p.lat},${p.lng}`).join(';');
  useEffect(() => {
    if (!points.length) return;
    if (points.length === 1) {
      map.setView([points[0].lat, points[0].lng], zoom);
      return;
    }
    const size = map.getSize();
    if (!size.x || !size.y) return;
    map.fitBounds(L.latLngBounds(points.map((p) => [p.lat, p.lng])), { padding: [24, 24], maxZoom: 17 });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- re-fit when the points change, not their array identity
  }, [map, signature, zoom]);
  return null;
}

/** Keeps leaflet's size right when the container is resized or revealed (modals, tabs). */
function SizeWatcher() {
  const map = useMap();
  useEffect(() => {
    const observer = new ResizeObserver(() => map.invalidateSize());
    observer.observe(map.getContainer());
    return () => observer.disconnect();
  }, [map]);
  return null;
}

function ClickHandler({ onPick }: { onPick(point: MapPoint): void }) {
  useMapEvents({ click: (event) => onPick({ lat: event.latlng.lat, lng: event.latlng.lng }) });
  return null;
}

export function MapView({
  center = config.map.defaultPosition,
  zoom = 12,
  markers = [],
  polygons = [],
  onPick,
  fitToContent = false,
  height = 320,
  className,
  ariaLabel,
  children,
}: MapViewProps) {
  const intl = useIntl();
  const url = useMemo(() => tileUrl(), []);
  const contentPoints = useMemo(
    () => (fitToContent ? [...markers.map((m) => m.position), ...polygons.flatMap((p) => p.points)] : []),
    [fitToContent, markers, polygons],
  );

  return (
    <div
      role="region"
      aria-label={ariaLabel ?? intl.formatMessage({ id: 'map.label' })}
      className={['map-view', className].filter(Boolean).join(' ')}
      style={{ height, width: '100%', position: 'relative', zIndex: 0 }}
    >
      <MapContainer center={[center.lat, center.lng]} zoom={zoom} style={{ height: '100%', width: '100%' }} scrollWheelZoom>
        <TileLayer url={url} attribution={attribution(url)} errorTileUrl={TRANSPARENT_TILE} />
        <ViewController center={center} zoom={zoom} active={!contentPoints.length} />
        {fitToContent && <FitToPoints points={contentPoints} zoom={zoom} />}
        <SizeWatcher />
        {onPick && <ClickHandler onPick={onPick} />}
        {polygons.map((polygon) => (
          <Polygon
            key={polygon.id}
            positions={polygon.points.map((p) => [p.lat, p.lng] as [number, number])}
            pathOptions={{ color: polygon.color ?? DEFAULT_COLOR, weight: 2, fillOpacity: 0.2 }}
          >
            {polygon.title && <Tooltip sticky>{polygon.title}</Tooltip>}
          </Polygon>
        ))}
        {markers.map((marker) => (
          <Marker key={marker.id} position={[marker.position.lat, marker.position.lng]} icon={markerIcon} title={marker.title} alt={marker.title}>
            {marker.popup && (
              <Popup>
                <div dir="auto">{marker.popup}</div>
              </Popup>
            )}
          </Marker>
        ))}
        {children}
      </MapContainer>
    </div>
  );
}

export default MapView;
