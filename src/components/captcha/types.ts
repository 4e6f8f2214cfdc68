/** Shared types of the captcha component (no runtime code). */
import type { Ref } from 'react';

export type CaptchaVersion = 2 | 3;

/** What a parent can do with the captcha through its ref. */
export interface CaptchaHandle {
  /** Clears the current answer (and the visible widget); calls `onChange(null)`. */
  reset(): void;
  /**
   * Version 3: obtains a fresh token (invisible) and reports it through `onChange`.
   * Version 2: resolves the answer the user gave, or null while unsolved.
   */
  execute(): Promise<string | null>;
}

export interface CaptchaProps {
  version: CaptchaVersion;
  /** Called with the token, or null when it expires or is reset. */
  onChange(token: string | null): void;
  /** reCAPTCHA v3 action name (letters, '/', '_'); default 'submit'. */
  action?: string;
  /** Injected by Form.Item; the widget keeps its own state, so this is ignored. */
  value?: string | null;
  /** Injected by Form.Item (the visible checkbox gets it, so the label points at it). */
  id?: string;
  ref?: Ref<CaptchaHandle>;
}

/** Props of the provider implementations (local stand-in, Google v2, Google v3). */
export interface CaptchaWidgetProps {
  onChange(token: string | null): void;
  ref?: Ref<CaptchaHandle>;
  id?: string;
}
