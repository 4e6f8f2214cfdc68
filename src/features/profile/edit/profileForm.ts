/** The profile form's values, read from the current user and turned into the editUser body (spec §7). */
import type { CurrentUser, EditUserRequest } from '@/api/schemas';
import { initialLocationValues, toLocationRequest, type LocationValues } from '@/components/location';
import { dayjs, toIsoDay, type Dayjs } from '@/i18n/dayjs';
import { toLatinDigits } from '@/lib/digits';
import { normalizeNationalCode } from '@/lib/validation';

export { OTHER_REGION, sameName } from '@/components/location';

export interface ProfileValues extends LocationValues {
  firstName: string;
  lastName: string;
  email?: string;
  mobile?: string;
  nationalCode?: string;
  birthAt?: Dayjs | null;
  image?: File[];
}

export function initialProfileValues(user: CurrentUser, defaultCountry: string): ProfileValues {
  return {
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email ?? undefined,
    mobile: user.mobile ?? undefined,
    ...initialLocationValues(user, defaultCountry),
    nationalCode: user.nationalCode ?? undefined,
    birthAt: user.birthAt ? dayjs(user.birthAt) : null,
    image: [],
  };
}

/** The JSON part `user`: digits converted, region null for 'other regions', location only when moved. */
export function toEditUserRequest(
  values: ProfileValues,
  options: { authType: 'mobile' | 'email'; body?: string | null; moved: boolean; code?: string },
): EditUserRequest {
  const { authType, body, moved, code } = options;
  return {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    ...(authType === 'email' ? { email: values.email?.trim() } : { mobile: toLatinDigits(values.mobile ?? '').trim().replace(/^0+/, '') }),
    nationalCode: values.nationalCode ? normalizeNationalCode(values.nationalCode) : undefined,
    birthAt: values.birthAt ? toIsoDay(values.birthAt) : undefined,
    body: body ?? undefined,
    ...toLocationRequest(values, moved),
    ...(code ? { code } : {}),
  };
}
