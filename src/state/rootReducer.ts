/** The root reducer: the session slice (client state) and the RTK Query cache (server state). */
import { combineReducers } from '@reduxjs/toolkit';
import { baseApi } from '@/api/baseApi';
import { sessionReducer } from './session';

export const rootReducer = combineReducers({
  session: sessionReducer,
  [baseApi.reducerPath]: baseApi.reducer,
});
export type RootState = ReturnType<typeof rootReducer>;
