/**
 * What the API layer tells the rest of the app: a request started or finished (the pending count)
 * and the session ended (a 401 while a key existed, or the user signed out). The session slice
 * (src/state/session.ts) reduces these and the store drops the cache on `loggedOut`; they are
 * declared here so that api never imports state.
 */
import { createAction } from '@reduxjs/toolkit';

export const requestStarted = createAction('api/requestStarted');
export const requestFinished = createAction('api/requestFinished');
/** The api key is gone (cookie already cleared): the user is signed out and the cache is dropped. */
export const loggedOut = createAction('session/loggedOut');
