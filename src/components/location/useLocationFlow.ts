/**
 * The location flow of a user's address (spec §4; the profile and the admin user edit): the country → province → city → region cascade with its
 * clears, and picking a point (map, suggestion, device location) that reverse-geocodes and fills
 * province, city, region and address — or clears them when nothing comes back.
 */
import { useCallback, useRef, useState } from 'react';
import type { FormInstance } from 'antd';
import { dashboardApi, useReverseGeocodeMutation } from '@/api/services/dashboard';
import type { ReverseGeocode } from '@/api/schemas';
import { firstRegionContaining, type LatLngPoint } from '@/lib/geo';
import { useAppDispatch } from '@/state/hooks';
import { OTHER_REGION, sameName, type LocationValues } from './locationForm';

type Field = keyof LocationValues;

export interface LocationFlow {
  /** The geocoded address the address text keeps as its prefix ('' when none). */
  prefix: string;
  /** True once the user moved the map position (the location is sent only then). */
  moved: boolean;
  /** A reverse-geocode is running. */
  resolving: boolean;
  onCountryChange(): void;
  onProvinceChange(): void;
  onCityChange(): void;
  onRegionChange(): void;
  pick(point: LatLngPoint): Promise<void>;
  /** After a successful save: the saved position is the new starting point. */
  saved(): void;
}

/** `form` holds at least the LocationValues fields (the profile's and the admin user edit's forms). */
export function useLocationFlow<V extends LocationValues>(typedForm: FormInstance<V>): LocationFlow {
  // only the location fields are read and written here
  const form = typedForm as unknown as FormInstance<LocationValues>;
  const dispatch = useAppDispatch();
  const [reverseGeocode] = useReverseGeocodeMutation();
  const [prefix, setPrefix] = useState('');
  const [moved, setMoved] = useState(false);
  const [resolving, setResolving] = useState(false);
  const latestPick = useRef(0);

  const clear = useCallback(
    (...fields: Field[]) => form.setFieldsValue(Object.fromEntries(fields.map((f) => [f, undefined])) as Partial<LocationValues>),
    [form],
  );

  const onCountryChange = useCallback(() => {
    clear('province', 'city', 'region');
  }, [clear]);
  const onProvinceChange = useCallback(() => {
    setPrefix('');
    clear('city', 'region', 'place');
  }, [clear]);
  const onCityChange = useCallback(() => {
    setPrefix('');
    clear('region', 'place', 'plaque', 'unit', 'postalCode');
  }, [clear]);
  const onRegionChange = useCallback(() => {
    form.setFieldsValue({ place: prefix, plaque: undefined, unit: undefined, postalCode: undefined });
  }, [form, prefix]);

  /** Fills the cascade from the answer's names; false when the province is not one of ours. */
  const fill = useCallback(
    async (point: LatLngPoint, answer: ReverseGeocode, isLatest: () => boolean): Promise<boolean> => {
      const country = form.getFieldValue('country') as string | undefined;
      if (!country) return false;
      const provinces = await dispatch(dashboardApi.endpoints.provinces.initiate(country, { subscribe: false })).unwrap();
      const province = provinces.find((p) => sameName(p.name, answer.province));
      if (!province) return false;
      const cities = await dispatch(dashboardApi.endpoints.cities.initiate(province.id, { subscribe: false })).unwrap();
      const city = cities.find((c) => sameName(c.name, answer.city));
      const regions = city ? await dispatch(dashboardApi.endpoints.regions.initiate(city.id, { subscribe: false })).unwrap() : [];
      if (!isLatest()) return true;
      const address = answer.address ?? '';
      const region = city ? (firstRegionContaining(point, regions)?.id ?? OTHER_REGION) : undefined;
      form.setFieldsValue({ province: province.id, city: city?.id, region, place: address });
      setPrefix(address);
      return true;
    },
    [dispatch, form],
  );

  const pick = useCallback(
    async (point: LatLngPoint) => {
      const id = (latestPick.current += 1);
      const isLatest = () => id === latestPick.current;
      form.setFieldsValue({ location: point });
      setMoved(true);
      void form.validateFields(['location']).catch(() => undefined);
      setResolving(true);
      let filled = false;
      try {
        const answer = await reverseGeocode(point).unwrap();
        filled = answer ? await fill(point, answer, isLatest) : false;
      } catch {
        filled = false;
      }
      if (!isLatest()) return;
      setResolving(false);
      if (!filled) {
        setPrefix('');
        clear('province', 'city', 'region', 'place');
      }
    },
    [clear, fill, form, reverseGeocode],
  );

  const saved = useCallback(() => setMoved(false), []);

  return { prefix, moved, resolving, onCountryChange, onProvinceChange, onCityChange, onRegionChange, pick, saved };
}
