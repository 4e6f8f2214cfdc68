/**
 * Lazily loaded map components: leaflet and its CSS load only when a map is shown, never in a
 * first-load chunk. The placeholder keeps the map's height so the layout does not jump.
 */
import { lazy, Suspense } from 'react';
import { Spin } from 'antd';
import { useIntl } from 'react-intl';
import type { MapViewProps, PolygonEditorProps } from './types';

const MapView = lazy(() => import('./MapView'));
const PolygonEditor = lazy(() => import('./PolygonEditor'));

/** A box of the map's height with a spinner, shown while leaflet loads. */
export function MapPlaceholder({ height = 320, className }: { height?: number | string; className?: string }) {
  const intl = useIntl();
  return (
    <div
      role="status"
      aria-label={intl.formatMessage({ id: 'map.loading' })}
      className={['map-view-placeholder', className].filter(Boolean).join(' ')}
      style={{ height, width: '100%', display: 'flex', alignItems: 'center', justifyContent: 'center', background: '#f0f2f0', borderRadius: 8 }}
    >
      <Spin />
    </div>
  );
}

/** MapView, loaded on first render (same props). */
export function LazyMapView(props: MapViewProps) {
  return (
    <Suspense fallback={<MapPlaceholder height={props.height} className={props.className} />}>
      <MapView {...props} />
    </Suspense>
  );
}

/** PolygonEditor, loaded on first render (same props). */
export function LazyPolygonEditor(props: PolygonEditorProps) {
  return (
    <Suspense fallback={<MapPlaceholder height={props.height ?? 360} />}>
      <PolygonEditor {...props} />
    </Suspense>
  );
}
