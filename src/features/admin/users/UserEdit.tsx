/**
 * User edit (admin §2, §4, §5, §7) at /user-management/user/edit/:variable: names, email or mobile by
 * the sign-in type, national code (optional, checked when present), birth date (Jalali in fa), a
 * picture held until the save, and the address with the profile's location flow and map
 * (src/components/location). Saved with PUT dashboard/v1/user/editUser/{id}; the page reloads the
 * user afterwards (the picture field starts empty again). A spinner shows while the user and the
 * countries load and during the save; Back and Save float at the bottom.
 */
import { Card, Col, Form, Row } from 'antd';
import { useIntl } from 'react-intl';
import { refId, type EditUserRequest, type User } from '@/api/schemas';
import { dashboardApi } from '@/api/services/dashboard';
import { dashboardImageUrl } from '@/api/urls';
import { userEndpoints } from '@/api/services/usermanagement';
import { config } from '@/config';
import { DatePicker } from '@/components/DatePicker';
import { DigitsInput, useRules } from '@/components/form';
import { AddressNumberFields, LocationFields, initialLocationValues, toLocationRequest, useLocationFlow, type LocationValues } from '@/components/location';
import { ResourceFormPage, defineFormPage, type FieldsProps } from '@/components/resource';
import { ImageUpload } from '@/components/upload';
import { dayjs, toIsoDay, type Dayjs } from '@/i18n/dayjs';
import { toLatinDigits } from '@/lib/digits';
import type { Locale } from '@/lib/locale';
import { paths } from '@/lib/paths';
import { normalizeNationalCode } from '@/lib/validation';
import { useLabel } from './fields';
import { NameFields, SignInField, half, signInBody, useCountriesReady } from './userForm';

interface Values extends LocationValues {
  firstName: string;
  lastName: string;
  email?: string;
  mobile?: string;
  nationalCode?: string;
  birthAt?: Dayjs | null;
  image?: File[];
}

/** The editUser call: the JSON part `user` and the picture. */
interface EditArgs {
  user: EditUserRequest;
  image?: File;
}

function Fields({ form, record }: FieldsProps<User>) {
  const intl = useIntl();
  const label = useLabel();
  const rules = useRules();
  const flow = useLocationFlow<Values>(form);
  const hasSavedPlace = Boolean(record?.addresses?.[0]?.location);
  const imageId = refId(record?.image ?? null);
  return (
    <>
      <Card type="inner" title={intl.formatMessage({ id: 'people.user.personal' })} className="user-form__card">
        <Row gutter={16}>
          <NameFields />
          <Col {...half}>
            <SignInField />
          </Col>
          <Col {...half}>
            {/* optional here (the customer profile requires it); checked when present */}
            <Form.Item name="nationalCode" label={label('nationalCode')} rules={[rules.nationalCode(label('nationalCode'))]}>
              <DigitsInput digitsOnly maxLength={10} dir="ltr" inputMode="numeric" />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="birthAt" label={label('birthAt')}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col {...half}>
            <Form.Item name="image" label={label('image')}>
              <ImageUpload existing={[]} />
            </Form.Item>
            {imageId && (
              <img className="user-form__current-image" src={dashboardImageUrl(imageId, 100, 100)} alt={label('currentImage')} width={64} height={64} loading="lazy" />
            )}
          </Col>
        </Row>
      </Card>
      <Card type="inner" title={intl.formatMessage({ id: 'people.user.address' })} className="user-form__card" style={{ marginTop: 16 }}>
        <LocationFields form={form} flow={flow} hasSavedPlace={hasSavedPlace} optional idPrefix="user-edit" />
        <AddressNumberFields form={form} optional />
      </Card>
    </>
  );
}

const samePoint = (a?: { lat: number; lng: number }, b?: { lat: number; lng: number }) => Boolean(a && b && a.lat === b.lat && a.lng === b.lng);

/** PUT dashboard/v1/user/editUser/{id} as the form page's edit call. */
const editUser = {
  initiate: ({ id, body, language }: { id: string; body: EditArgs; language: Locale }) =>
    dashboardApi.endpoints.editUser.initiate({ id, user: body.user, image: body.image, language }),
};

export const userEditPage = defineFormPage<User, Values, EditArgs>({
  name: 'people.user',
  recordName: (u) => `${u.firstName} ${u.lastName}`.trim(),
  listPath: paths.users,
  editPath: paths.userEdit,
  endpoints: { one: userEndpoints.one, add: { initiate: () => { throw new Error('UserEdit only edits'); } }, edit: editUser },
  Fields,
  useInitial: useCountriesReady,
  spinWhileSaving: true,
  toValues: (u) => ({
    firstName: u.firstName,
    lastName: u.lastName,
    email: u.email ?? undefined,
    mobile: u.mobile ?? undefined,
    nationalCode: u.nationalCode ?? undefined,
    birthAt: u.birthAt ? dayjs(u.birthAt) : null,
    image: [],
    ...initialLocationValues(u, config.defaultCountryId),
  }),
  toBody: (v, record) => {
    const saved = record ? initialLocationValues(record, config.defaultCountryId).location : undefined;
    // the location is sent only when the pin was moved away from the saved one
    const moved = Boolean(v.location) && !samePoint(v.location, saved);
    return {
      user: {
        firstName: toLatinDigits(v.firstName).trim(),
        lastName: toLatinDigits(v.lastName).trim(),
        ...signInBody(v),
        nationalCode: v.nationalCode ? normalizeNationalCode(v.nationalCode) : undefined,
        birthAt: v.birthAt ? toIsoDay(v.birthAt) : undefined,
        body: record?.body ?? undefined,
        ...toLocationRequest(v, moved),
      },
      image: v.image?.[0],
    };
  },
});

export default function UserEdit() {
  return <ResourceFormPage page={userEditPage} />;
}
