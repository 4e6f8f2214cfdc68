/**
 * Polygon editor for the admin region form (value `{lat,lng}[]`, onChange — a Form.Item control).
 * A click on the map adds a point; the list below names every point with a delete button, plus
 * "undo last point" and "clear"; points can also be typed (keyboard users). Loads leaflet: use
 * `LazyPolygonEditor` from '@/components/map' outside already-lazy chunks.
 */
import { useEffect, useState } from 'react';
import { Button, Flex, Popconfirm, Space, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, UndoOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import L from 'leaflet';
import { CircleMarker, Tooltip, useMap } from 'react-leaflet';
import { NumericInput } from '@/components/form/NumericInput';
import { config } from '@/config';
import { centroid } from '@/lib/geo';
import { MapView } from './MapView';
import type { MapPoint, PolygonEditorProps } from './types';

const EMPTY: readonly MapPoint[] = [];

/** Frames the initial polygon once; later edits do not move the map under the user's clicks. */
function FitOnce({ points }: { points: readonly MapPoint[] }) {
  const map = useMap();
  const [initial] = useState(points);
  useEffect(() => {
    const size = map.getSize();
    if (initial.length < 2 || !size.x || !size.y) return;
    map.fitBounds(L.latLngBounds(initial.map((p) => [p.lat, p.lng])), { padding: [24, 24], maxZoom: 17 });
  }, [map, initial]);
  return null;
}

function parseCoordinate(text: string, limit: number): number | null {
  if (!/^-?\d+(\.\d+)?$/.test(text)) return null;
  const value = Number(text);
  return Math.abs(value) <= limit ? value : null;
}

export function PolygonEditor({
  value = EMPTY,
  onChange,
  center,
  zoom = 13,
  height = 360,
  otherPolygons = [],
  id,
  disabled = false,
}: PolygonEditorProps) {
  const intl = useIntl();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: `map.polygon.${key}` }, values);
  const [start] = useState(() => centroid(value) ?? center ?? config.map.defaultPosition);
  const [lat, setLat] = useState('');
  const [lng, setLng] = useState('');
  const typed = { lat: parseCoordinate(lat, 90), lng: parseCoordinate(lng, 180) };
  const coordinate = (n: number) => intl.formatNumber(n, { maximumFractionDigits: 6, useGrouping: false });

  const set = (points: MapPoint[]) => onChange?.(points);
  const add = (point: MapPoint) => set([...value, { lat: point.lat, lng: point.lng }]);
  const addTyped = () => {
    if (typed.lat === null || typed.lng === null) return;
    add({ lat: typed.lat, lng: typed.lng });
    setLat('');
    setLng('');
  };

  return (
    <div role="group" aria-label={t('label')} className="polygon-editor">
      <Typography.Paragraph type="secondary">{t('hint')}</Typography.Paragraph>
      <MapView
        center={start}
        zoom={zoom}
        height={height}
        polygons={[...otherPolygons, ...(value.length ? [{ id: '__editing', points: value, color: '#d46b08' }] : [])]}
        onPick={disabled ? undefined : add}
        ariaLabel={t('label')}
      >
        <FitOnce points={value} />
        {value.map((point, index) => (
          <CircleMarker key={`${index}-${point.lat}-${point.lng}`} center={[point.lat, point.lng]} radius={5} pathOptions={{ color: '#d46b08' }}>
            <Tooltip>{t('point', { index: index + 1 })}</Tooltip>
          </CircleMarker>
        ))}
      </MapView>

      <Flex wrap gap={8} align="center" style={{ marginTop: 8 }}>
        <NumericInput id={id} aria-label={t('latitude')} placeholder={t('latitude')} value={lat} onChange={setLat} disabled={disabled} style={{ width: 150 }} />
        <NumericInput aria-label={t('longitude')} placeholder={t('longitude')} value={lng} onChange={setLng} disabled={disabled} style={{ width: 150 }} />
        <Button icon={<PlusOutlined aria-hidden />} onClick={addTyped} disabled={disabled || typed.lat === null || typed.lng === null}>
          {t('add')}
        </Button>
      </Flex>

      {value.length === 0 ? (
        <Typography.Paragraph type="secondary" style={{ marginTop: 8 }}>
          {t('empty')}
        </Typography.Paragraph>
      ) : (
        <ol aria-label={t('points')} style={{ marginTop: 8, paddingInlineStart: 24 }}>
          {value.map((point, index) => (
            <li key={`${index}-${point.lat}-${point.lng}`}>
              <Space>
                <span dir="ltr">
                  {coordinate(point.lat)}, {coordinate(point.lng)}
                </span>
                <Button
                  size="small"
                  type="text"
                  danger
                  icon={<DeleteOutlined aria-hidden />}
                  aria-label={t('deletePoint', { index: index + 1 })}
                  title={t('deletePoint', { index: index + 1 })}
                  disabled={disabled}
                  onClick={() => set(value.filter((_, i) => i !== index))}
                />
              </Space>
            </li>
          ))}
        </ol>
      )}

      <Space>
        <Button icon={<UndoOutlined aria-hidden />} onClick={() => set(value.slice(0, -1))} disabled={disabled || value.length === 0}>
          {t('undo')}
        </Button>
        <Popconfirm title={intl.formatMessage({ id: 'common.confirmAction' })} onConfirm={() => set([])} disabled={disabled || value.length === 0}>
          <Button danger disabled={disabled || value.length === 0}>
            {t('clear')}
          </Button>
        </Popconfirm>
      </Space>
    </div>
  );
}

export default PolygonEditor;
