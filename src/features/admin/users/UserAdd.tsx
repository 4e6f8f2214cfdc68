/**
 * User add (admin §2, §5) at /user-management/user/add: first and last name, password and its
 * confirmation, email or mobile by the sign-in type, the country locked to the default and an optional
 * JPEG/PNG picture under 2 MB. Adding leads to the edit page of the new user.
 */
import { Col, Row } from 'antd';
import { useIntl } from 'react-intl';
import type { User } from '@/api/schemas';
import { userEndpoints, usermanagementCalls, type UserAddArgs } from '@/api/services/usermanagement';
import { config } from '@/config';
import { ImagesField, ResourceFormPage, defineFormPage } from '@/components/resource';
import { toLatinDigits } from '@/lib/digits';
import { paths } from '@/lib/paths';
import { PasswordFields } from './UserModals';
import { CountryField, NameFields, SignInField, half, signInBody, useCountriesReady } from './userForm';

interface Values {
  firstName: string;
  lastName: string;
  password: string;
  confirm: string;
  email?: string;
  mobile?: string;
  country: string;
  image?: File[];
}

function Fields() {
  const intl = useIntl();
  return (
    <Row gutter={16}>
      <NameFields />
      <Col {...half}>
        <PasswordFields />
      </Col>
      <Col {...half}>
        <SignInField />
        <CountryField />
      </Col>
      <Col span={24}>
        <ImagesField<User> name="image" multiple={false} label={intl.formatMessage({ id: 'people.field.image' })} />
      </Col>
    </Row>
  );
}

/** Never used: the add page has no record to edit (the edit page is UserEdit). */
const noEdit = { initiate: () => { throw new Error('UserAdd only adds'); } };

export const userAddPage = defineFormPage<User, Values, UserAddArgs>({
  name: 'people.user',
  listPath: paths.users,
  editPath: paths.userEdit,
  endpoints: { one: userEndpoints.one, add: usermanagementCalls.addUser, edit: noEdit },
  Fields,
  initial: { country: config.defaultCountryId, image: [] },
  useInitial: useCountriesReady,
  toValues: () => ({}),
  toBody: (v) => ({
    json: {
      firstName: toLatinDigits(v.firstName).trim(),
      lastName: toLatinDigits(v.lastName).trim(),
      password: toLatinDigits(v.password),
      ...signInBody(v),
      country: config.defaultCountryId,
    },
    files: v.image ?? [],
  }),
});

export default function UserAdd() {
  return <ResourceFormPage page={userAddPage} />;
}
