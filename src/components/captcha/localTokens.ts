/** The offline captcha stand-in's answers (the mock backend accepts them; `invalid` makes it refuse). */
export const LOCAL_V3_TOKEN = 'local-v3-token';
export const LOCAL_V2_TOKEN = 'local-v2-token';
export const LOCAL_FAILING_TOKEN = 'invalid';
