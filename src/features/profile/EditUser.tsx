/** /edit-user (spec §2, §4, §5): the profile with address and map; SMS step when the answer asks for it; to /cart after saving with a non-empty cart. */
import { useMemo, useState } from 'react';
import { Button, Card, Col, Form, Input, Row } from 'antd';
import { SaveOutlined } from '@ant-design/icons';
import { useIntl } from 'react-intl';
import { useNavigate } from '@/components/links';
import { useCartQuery } from '@/api/services/cart';
import { useEditUserMutation } from '@/api/services/dashboard';
import { DatePicker } from '@/components/DatePicker';
import { DigitsInput, useErrorFocus, useRules } from '@/components/form';
import { PageSpinner } from '@/components/PageSpinner';
import { ImageUpload } from '@/components/upload';
import { VerificationCodeModal } from '@/components/verification';
import { config } from '@/config';
import { dashboardImageUrl } from '@/api/urls';
import { refId } from '@/api/schemas';
import { useAppSelector } from '@/state/hooks';
import { selectAuthType, selectMobileMinutesLeft } from '@/state/selectors';
import { useAuth } from '@/state/useAuth';
import { AddressNumberFields, LocationFields, useLocationFlow } from '@/components/location';
import { initialProfileValues, toEditUserRequest, type ProfileValues } from './edit/profileForm';
import './profile.css';
import { paths } from '@/lib/paths';

const half = { xs: 24, md: 12 };

export default function EditUser() {
  const { user } = useAuth();
  if (!user) return <PageSpinner />;
  return <ProfileForm key={user.id} />;
}

function ProfileForm() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `profile.${id}` });
  const rules = useRules();
  const navigate = useNavigate();
  const { user } = useAuth();
  const authType = useAppSelector(selectAuthType);
  const defaultMinutes = useAppSelector(selectMobileMinutesLeft);
  const cart = useCartQuery();
  const [form] = Form.useForm<ProfileValues>();
  // a failed validation: the first field in error below the sticky header, focused, and a summary said
  const onFinishFailed = useErrorFocus();
  const flow = useLocationFlow(form);
  const [editUser, { isLoading }] = useEditUserMutation();
  const [codeMinutes, setCodeMinutes] = useState<number | null>(null);
  // The values of the first submit, resubmitted with the SMS code.
  const [pending, setPending] = useState<ProfileValues | null>(null);

  // Read once: later current-user reloads must not overwrite what is being typed.
  const [initialValues] = useState(() => (user ? initialProfileValues(user, config.defaultCountryId) : undefined));
  const hasSavedPlace = Boolean(initialValues?.location);
  const imageId = useMemo(() => refId(user?.image ?? null), [user?.image]);

  if (!user || !initialValues) return <PageSpinner />;

  const submit = async (values: ProfileValues, code?: string) => {
    const body = toEditUserRequest(values, { authType, body: user.body, moved: flow.moved, code });
    try {
      const answer = await editUser({ id: String(user.id), user: body, image: values.image?.[0] }).unwrap();
      if (answer?.sendVerificationCode) {
        setPending(values);
        setCodeMinutes(Number(answer.mobileMinutesLeft) || defaultMinutes);
        return;
      }
      setCodeMinutes(null);
      setPending(null);
      flow.saved();
      form.setFieldValue('image', []);
      if ((cart.data?.length ?? 0) > 0) void navigate(paths.cart);
    } catch {
      // The server's message is already shown; everything typed (and the picture) stays.
    }
  };

  return (
    <>
      <Form<ProfileValues>
        form={form}
        layout="vertical"
        initialValues={initialValues}
        onFinish={(values) => void submit(values)}
        onFinishFailed={onFinishFailed}
        className="profile-form"
        aria-label={t('title')}
      >
        <Card title={t('personal')} className="profile-card">
          <Row gutter={16}>
            <Col {...half}>
              <Form.Item name="firstName" label={t('firstName')} rules={[rules.required(t('firstName')), rules.max(t('firstName'), 100)]}>
                <Input autoComplete="given-name" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="lastName" label={t('lastName')} rules={[rules.required(t('lastName')), rules.max(t('lastName'), 100)]}>
                <Input autoComplete="family-name" />
              </Form.Item>
            </Col>
            <Col {...half}>
              {authType === 'email' ? (
                <Form.Item name="email" label={t('email')} rules={[rules.required(t('email')), rules.email(t('email'))]}>
                  <Input type="email" dir="ltr" autoComplete="email" />
                </Form.Item>
              ) : (
                <Form.Item name="mobile" label={t('mobile')} rules={[rules.required(t('mobile')), rules.digits(t('mobile'), 10)]}>
                  <DigitsInput digitsOnly stripLeadingZeros maxLength={10} dir="ltr" inputMode="numeric" autoComplete="tel-national" />
                </Form.Item>
              )}
            </Col>
            <Col {...half}>
              {/* Required and checked here (spec §5); optional only in the admin user edit. */}
              <Form.Item name="nationalCode" label={t('nationalCode')} rules={[rules.required(t('nationalCode')), rules.nationalCode(t('nationalCode'))]}>
                <DigitsInput digitsOnly maxLength={10} dir="ltr" inputMode="numeric" />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="birthAt" label={t('birthAt')}>
                <DatePicker style={{ width: '100%' }} />
              </Form.Item>
            </Col>
            <Col {...half}>
              <Form.Item name="image" label={t('image')} valuePropName="value">
                <ImageUpload existing={[]} />
              </Form.Item>
              {imageId && (
                <img className="profile-current-image" src={dashboardImageUrl(imageId, 100, 100)} alt={t('currentImage')} width={64} height={64} loading="lazy" />
              )}
            </Col>
          </Row>
        </Card>

        <Card title={t('address')} className="profile-card">
          <LocationFields form={form} flow={flow} hasSavedPlace={hasSavedPlace} />
          <AddressNumberFields form={form} />
        </Card>

        {/* floats over the fields: a failed save brings the first field in error above it (useErrorFocus) */}
        <div className="profile-submit-bar" data-sticky-edge="bottom">
          <Button type="primary" htmlType="submit" shape="round" size="large" icon={<SaveOutlined aria-hidden />} loading={isLoading}>
            {t('save')}
          </Button>
        </div>
      </Form>
      <VerificationCodeModal
        open={codeMinutes !== null}
        minutes={codeMinutes ?? defaultMinutes}
        loading={isLoading}
        onComplete={(code) => pending && void submit(pending, code)}
        onCancel={() => {
          setCodeMinutes(null);
          setPending(null);
        }}
      />
    </>
  );
}
