/**
 * Offline stand-in for reCAPTCHA (provider 'local', used with the mock backend; no network).
 * Version 3 is invisible and answers `local-v3-token` on execute. Version 2 is a bordered box with an
 * "I'm not a robot" checkbox that answers `local-v2-token`, and a "simulate a failed check" option
 * that makes the answer `invalid` (the mock backend then replies invalidRecaptcha).
 */
import { lazy, Suspense, useImperativeHandle } from 'react';
import type { CaptchaVersion, CaptchaWidgetProps } from './types';
import { LOCAL_V3_TOKEN } from './localTokens';

/** The visible box (antd Checkbox, Typography) is its own chunk: most forms only ever run version 3. */
const LocalCaptchaV2 = lazy(() => import('./LocalCaptchaV2'));

export { LOCAL_FAILING_TOKEN, LOCAL_V2_TOKEN, LOCAL_V3_TOKEN } from './localTokens';

function LocalCaptchaV3({ onChange, ref }: CaptchaWidgetProps) {
  useImperativeHandle(
    ref,
    () => ({
      reset: () => onChange(null),
      execute: async () => {
        onChange(LOCAL_V3_TOKEN);
        return LOCAL_V3_TOKEN;
      },
    }),
    [onChange],
  );
  return null;
}

export function LocalCaptcha({ version, ...props }: CaptchaWidgetProps & { version: CaptchaVersion }) {
  return version === 3 ? (
    <LocalCaptchaV3 {...props} />
  ) : (
    <Suspense fallback={null}>
      <LocalCaptchaV2 {...props} />
    </Suspense>
  );
}
