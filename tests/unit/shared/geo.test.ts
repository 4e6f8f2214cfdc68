import { centroid, distanceMeters, EARTH_RADIUS_METERS, firstRegionContaining, pointInPolygon } from '@/lib/geo';

const square = [
  { lat: 35.7, lng: 51.4 },
  { lat: 35.7, lng: 51.5 },
  { lat: 35.8, lng: 51.5 },
  { lat: 35.8, lng: 51.4 },
];
const east = square.map((p) => ({ lat: p.lat, lng: p.lng + 0.1 }));

describe('pointInPolygon', () => {
  it.each([
    [{ lat: 35.75, lng: 51.45 }, true],
    [{ lat: 35.75, lng: 51.55 }, false],
    [{ lat: 35.9, lng: 51.45 }, false],
  ])('%o → %s', (point, inside) => {
    expect(pointInPolygon(point, square)).toBe(inside);
  });

  it('is false for fewer than three vertices', () => {
    expect(pointInPolygon({ lat: 35.75, lng: 51.45 }, square.slice(0, 2))).toBe(false);
  });

  it('handles a concave polygon', () => {
    // an L shape: the notch at the top right is outside
    const l = [
      { lat: 0, lng: 0 },
      { lat: 0, lng: 2 },
      { lat: 1, lng: 2 },
      { lat: 1, lng: 1 },
      { lat: 2, lng: 1 },
      { lat: 2, lng: 0 },
    ];
    expect(pointInPolygon({ lat: 1.5, lng: 0.5 }, l)).toBe(true);
    expect(pointInPolygon({ lat: 1.5, lng: 1.5 }, l)).toBe(false);
  });
});

describe('firstRegionContaining', () => {
  const regions = [
    { id: 'west', coordinates: square },
    { id: 'east', coordinates: east },
    { id: 'west-again', coordinates: square },
    { id: 'none', coordinates: null },
  ];
  it('returns the first region in list order', () => {
    expect(firstRegionContaining({ lat: 35.75, lng: 51.45 }, regions)?.id).toBe('west');
    expect(firstRegionContaining({ lat: 35.75, lng: 51.55 }, regions)?.id).toBe('east');
  });
  it('returns undefined outside every region or without regions', () => {
    expect(firstRegionContaining({ lat: 10, lng: 10 }, regions)).toBeUndefined();
    expect(firstRegionContaining({ lat: 35.75, lng: 51.45 }, undefined)).toBeUndefined();
  });
});

describe('distanceMeters (Earth radius 6378137 m)', () => {
  it('is 0 for the same point', () => {
    expect(distanceMeters(square[0], square[0])).toBe(0);
  });
  it('is a quarter of the meridian from the equator to the pole', () => {
    expect(EARTH_RADIUS_METERS).toBe(6378137);
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 90, lng: 0 })).toBeCloseTo((Math.PI / 2) * 6378137, 3);
  });
  it('measures one degree of longitude on the equator and a short Tehran hop', () => {
    expect(distanceMeters({ lat: 0, lng: 0 }, { lat: 0, lng: 1 })).toBeCloseTo((Math.PI / 180) * 6378137, 3);
    const d = distanceMeters({ lat: 35.7158, lng: 51.4167 }, { lat: 35.7258, lng: 51.4167 });
    expect(d).toBeGreaterThan(1110);
    expect(d).toBeLessThan(1115);
  });
  it('is symmetric', () => {
    expect(distanceMeters(square[0], square[2])).toBeCloseTo(distanceMeters(square[2], square[0]), 9);
  });
});

describe('centroid', () => {
  it('averages the points', () => {
    expect(centroid(square)).toEqual({ lat: expect.closeTo(35.75, 9), lng: expect.closeTo(51.45, 9) });
    expect(centroid([])).toBeUndefined();
  });
});
