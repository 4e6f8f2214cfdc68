/** What the forgot-password screen hands to the reset screen (router state, mobile mode). */
export interface ResetPasswordState {
  country?: string;
  mobile?: string;
}

export function readResetState(state: unknown): ResetPasswordState {
  if (!state || typeof state !== 'object') return {};
  const { country, mobile } = state as Record<string, unknown>;
  return {
    country: typeof country === 'string' ? country : undefined,
    mobile: typeof mobile === 'string' ? mobile : undefined,
  };
}
