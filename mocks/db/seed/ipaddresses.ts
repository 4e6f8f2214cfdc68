import { FIXED_NOW, MS } from '../clock';
import { Rng } from '../random';
import type { IpAddressRecord } from '../types';
import type { SeedContext } from './context';

export const IP_ADDRESS_COUNT = 12_500;
const PREFIXES = [5, 31, 37, 46, 78, 79, 91, 93, 151, 176, 185, 188, 217];
const SPAN_MS = 548 * MS.day;

let cached: readonly IpAddressRecord[] | undefined;

/**
 * 12,500 visitor IPs over 18 months, newest first (ip1 is the latest). The rows are read-only
 * (frozen) and generated once with their own PRNG, so re-seeding only copies the array.
 */
export function seedIpAddresses(ctx: SeedContext): void {
  cached ??= generate();
  ctx.db.ipAddresses = cached.slice();
}

function generate(): readonly IpAddressRecord[] {
  const rng = new Rng(0x1a2b3c);
  const rows: IpAddressRecord[] = new Array(IP_ADDRESS_COUNT);
  const meanGap = SPAN_MS / IP_ADDRESS_COUNT;
  let t = FIXED_NOW - rng.float(0, 2) * MS.hour;
  for (let i = 0; i < IP_ADDRESS_COUNT; i++) {
    const ip =
      i % 40 === 7
        ? `2a01:5ec0:${rng.hex(4)}:${rng.hex(4)}::${rng.int(1, 255).toString(16)}`
        : `${rng.pick(PREFIXES)}.${rng.int(0, 255)}.${rng.int(0, 255)}.${rng.int(1, 254)}`;
    rows[i] = Object.freeze({ id: `ip${i + 1}`, ip, createdAt: new Date(Math.floor(t / 1000) * 1000).toISOString() });
    t -= rng.float(0.1, 1.9) * meanGap;
  }
  return Object.freeze(rows);
}
