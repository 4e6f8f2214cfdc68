import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithProviders } from '../../utils/renderApp';
import { MapView } from '@/components/map/MapView';
import { PolygonEditor } from '@/components/map/PolygonEditor';
import { LazyMapView, type MapPoint } from '@/components/map';

const en = { session: { language: 'en' as const, direction: 'ltr' as const } };
const region = [
  { lat: 35.7, lng: 51.4 },
  { lat: 35.7, lng: 51.45 },
  { lat: 35.73, lng: 51.45 },
];

describe('MapView', () => {
  it('mounts offline in jsdom with a marker, a polygon and tiles from config', () => {
    const errors = vi.spyOn(console, 'error');
    const { container } = renderWithProviders(
      <MapView
        center={{ lat: 35.7158, lng: 51.4167 }}
        zoom={12}
        markers={[{ id: 'store', position: { lat: 35.7158, lng: 51.4167 }, title: 'Main store', popup: <b>Main store</b> }]}
        polygons={[{ id: 'r1', points: region, title: 'Region 1' }]}
        ariaLabel="Store location"
        height={240}
      />,
    );
    const region_ = screen.getByRole('region', { name: 'Store location' });
    expect(region_).toHaveStyle({ height: '240px' });
    expect(container.querySelector('.leaflet-container')).not.toBeNull();
    const marker = container.querySelector('.leaflet-marker-icon') as HTMLImageElement;
    expect(marker).not.toBeNull();
    expect(marker.getAttribute('src')).toMatch(/marker-icon.*\.png/);
    expect(marker).toHaveAttribute('title', 'Main store');
    expect(container.querySelector('path.leaflet-interactive')).not.toBeNull();
    const tile = container.querySelector<HTMLImageElement>('.leaflet-tile');
    expect(tile?.src).toMatch(/^https:\/\/tile\.openstreetmap\.org\/12\//);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('calls onPick with the clicked point', () => {
    const onPick = vi.fn();
    const { container } = renderWithProviders(<MapView onPick={onPick} />);
    fireEvent.click(container.querySelector('.leaflet-container') as HTMLElement, { clientX: 10, clientY: 10 });
    expect(onPick).toHaveBeenCalledTimes(1);
    const point = onPick.mock.calls[0][0] as MapPoint;
    expect(Number.isFinite(point.lat)).toBe(true);
    expect(Number.isFinite(point.lng)).toBe(true);
  });

  it('fits to content without crashing in a zero-size container', () => {
    const { container } = renderWithProviders(
      <MapView fitToContent markers={[{ id: 1, position: { lat: 35.8, lng: 51.5 } }]} polygons={[{ id: 'r', points: region }]} />,
    );
    expect(container.querySelectorAll('.leaflet-marker-icon')).toHaveLength(1);
  });

  it('LazyMapView shows a sized placeholder, then the map', async () => {
    const { container } = renderWithProviders(<LazyMapView height={200} markers={[{ id: 1, position: region[0] }]} />, '/', en);
    await waitFor(() => expect(container.querySelector('.leaflet-marker-icon')).not.toBeNull());
    expect(screen.getByRole('region', { name: 'Map' })).toBeInTheDocument();
  });
});

function EditorHarness({ initial = [] as MapPoint[] }) {
  const [points, setPoints] = useState<MapPoint[]>(initial);
  return (
    <>
      <PolygonEditor value={points} onChange={setPoints} />
      <output data-testid="count">{points.length}</output>
    </>
  );
}

describe('PolygonEditor', () => {
  it('adds points by clicking, deletes one, undoes and clears', async () => {
    const user = userEvent.setup();
    const { container } = renderWithProviders(<EditorHarness />, '/', en);
    expect(screen.getByText('No points yet.')).toBeInTheDocument();
    const map = container.querySelector('.leaflet-container') as HTMLElement;
    fireEvent.click(map, { clientX: 10, clientY: 10 });
    fireEvent.click(map, { clientX: 60, clientY: 10 });
    fireEvent.click(map, { clientX: 60, clientY: 60 });
    expect(screen.getByTestId('count')).toHaveTextContent('3');
    expect(within(screen.getByRole('list', { name: 'Points of the boundary' })).getAllByRole('listitem')).toHaveLength(3);
    expect(container.querySelector('path.leaflet-interactive')).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'Delete point 2' }));
    expect(screen.getByTestId('count')).toHaveTextContent('2');

    await user.click(screen.getByRole('button', { name: 'Undo last point' }));
    expect(screen.getByTestId('count')).toHaveTextContent('1');

    await user.click(screen.getByRole('button', { name: 'Clear' }));
    await user.click(await screen.findByRole('button', { name: 'OK' }));
    expect(screen.getByTestId('count')).toHaveTextContent('0');
    expect(screen.getByRole('button', { name: 'Undo last point' })).toBeDisabled();
  });

  it('adds a typed point (keyboard users)', async () => {
    const user = userEvent.setup();
    renderWithProviders(<EditorHarness initial={region} />, '/', en);
    const add = screen.getByRole('button', { name: 'Add point' });
    expect(add).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Latitude' }), '35.71');
    await user.type(screen.getByRole('textbox', { name: 'Longitude' }), '۵۱.۴۲');
    await user.click(add);
    expect(screen.getByTestId('count')).toHaveTextContent('4');
    expect(screen.getByText('35.71, 51.42')).toBeInTheDocument();
  });
});
