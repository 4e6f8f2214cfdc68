/**
 * Geometry on latitude/longitude points (spec §4 "the first region whose polygon contains the point",
 * §9 "Earth radius 6378137 m for distances"). Point-in-polygon uses the `point-in-polygon` package.
 */
import inside from 'point-in-polygon';

export interface LatLngPoint {
  lat: number;
  lng: number;
}

/** Earth radius in metres used for every distance (spec §9). */
export const EARTH_RADIUS_METERS = 6_378_137;

/** True when `point` lies inside `polygon` (at least three vertices; the ring need not be closed). */
export function pointInPolygon(point: LatLngPoint, polygon: readonly LatLngPoint[]): boolean {
  if (polygon.length < 3) return false;
  return inside(
    [point.lng, point.lat],
    polygon.map((vertex) => [vertex.lng, vertex.lat]),
  );
}

/** The first region (in list order) whose `coordinates` polygon contains the point, or undefined. */
export function firstRegionContaining<R extends { coordinates?: readonly LatLngPoint[] | null }>(
  point: LatLngPoint,
  regions: readonly R[] | null | undefined,
): R | undefined {
  return (regions ?? []).find((region) => pointInPolygon(point, region.coordinates ?? []));
}

/** Great-circle (haversine) distance between two points in metres, on a sphere of radius 6378137 m. */
export function distanceMeters(a: LatLngPoint, b: LatLngPoint): number {
  const rad = Math.PI / 180;
  const dLat = (b.lat - a.lat) * rad;
  const dLng = (b.lng - a.lng) * rad;
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_METERS * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The arithmetic centre of the points (good enough for a city-sized polygon); undefined for none. */
export function centroid(points: readonly LatLngPoint[]): LatLngPoint | undefined {
  if (!points.length) return undefined;
  const sum = points.reduce((acc, p) => ({ lat: acc.lat + p.lat, lng: acc.lng + p.lng }), { lat: 0, lng: 0 });
  return { lat: sum.lat / points.length, lng: sum.lng / points.length };
}
