/** Links that open a point in three map services (contact page, spec §2). */
import type { MapPoint } from '@/components/map';

export interface MapLink {
  service: 'google' | 'openStreetMap' | 'waze';
  href: string;
}

const fixed = (n: number) => String(Number(n.toFixed(6)));

export function mapLinks({ lat, lng }: MapPoint): MapLink[] {
  const la = fixed(Number(lat));
  const ln = fixed(Number(lng));
  return [
    { service: 'google', href: `https://www.google.com/maps/search/?api=1&query=${la}%2C${ln}` },
    { service: 'openStreetMap', href: `https://www.openstreetmap.org/?mlat=${la}&mlon=${ln}#map=16/${la}/${ln}` },
    { service: 'waze', href: `https://www.waze.com/ul?ll=${la}%2C${ln}&navigate=yes` },
  ];
}
