/** Pure: no import of the live state, so seeds and handlers can both use it without an import cycle. */
import type { Db, InvoiceRecord, UserRecord } from './types';

/** The copy of a user that an invoice keeps (names, contact, first address with named places). */
export function userSnapshot(user: UserRecord, from: Pick<Db, 'provinces' | 'cities' | 'regions'>): InvoiceRecord['userSnapshot'] {
  const named = <T extends { id: string; name: { fa: string; en: string } }>(list: readonly T[], id: string | null) => {
    const found = id ? list.find((x) => x.id === id) : undefined;
    return found ? { id: found.id, name: found.name } : null;
  };
  const a = user.addresses.at(0);
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    mobile: user.mobile,
    address: a
      ? {
          province: named(from.provinces, a.province),
          city: named(from.cities, a.city),
          region: named(from.regions, a.region),
          place: a.place,
          plaque: a.plaque,
          unit: a.unit,
          postalCode: a.postalCode,
          location: a.location,
        }
      : null,
  };
}
