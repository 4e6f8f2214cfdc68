/**
 * The one baseQuery (DESIGN.md "Data"). It owns the wire: adds `apiKey` (cookie) and `language`,
 * reads the envelope `{success, data: {content}, messages}`, shows each message once, counts pending
 * requests, logs out on 401 while a key exists, and turns network failures, timeouts and non-JSON
 * answers into an error notification and a normal RTK Query error (it never throws). Offline, a read
 * that failed tells nothing: the offline indicator and the screen's LoadError say it (one message).
 * Nothing else in the code knows the envelope's shape.
 */
import { fetchBaseQuery, retry, type BaseQueryFn, type FetchArgs } from '@reduxjs/toolkit/query/react';
import { config } from '@/config';
import { clearApiKeyCookie, readApiKeyCookie } from '@/lib/apiKeyCookie';
import type { Locale } from '@/lib/locale';
import { bigAnswerFetch, readAnswer } from './bigAnswer';
import { publishListProgress } from './listProgress';
import type { RowsKey } from './schemas/rows';
import { loggedOut, requestFinished, requestStarted } from './events';
import { callMode } from './callMode';
import { needsConnection, notify } from './notifier';
import { reportApiFailure } from '@/lib/monitoring';
import { API_MESSAGE_TYPES, type ApiMessage, type Envelope } from './schemas/envelope';
import { API_KEY_PARAM, SAVED_COPY_HEADER } from './offlineRules';
import { isOffline, savedCopyShown } from './connection';

export type { ApiMessage };

/** The error every endpoint rejects with. `content` is the envelope's content of a failed call. */
export interface ApiError {
  status: number | 'FETCH_ERROR' | 'PARSING_ERROR' | 'TIMEOUT_ERROR' | 'API_ERROR' | 'CUSTOM_ERROR';
  content?: unknown;
  messages?: ApiMessage[];
}

export type ApiArgs =
  | string
  | (FetchArgs & {
      /** do not show envelope messages (e.g. background polling) */
      silent?: boolean;
      /** a list that can be big: the worker checks its rows with this row schema as they arrive (src/api/list.ts listRequest) */
      rows?: RowsKey;
    });

const REQUEST_TIMEOUT_MS = 30_000;

/** The wire's address and fetch: the build's API address in the browser; the server renderer sets its own (configureServerApi). */
function wire(baseUrl: string, fetchFn: typeof fetch = (input, init) => fetch(input, init)) {
  return fetchBaseQuery({
    baseUrl,
    timeout: REQUEST_TIMEOUT_MS,
    // Parse ourselves so that HTML or broken JSON never throws; a big body is parsed in a worker (bigAnswer.ts).
    responseHandler: (response: Response) => readAnswer(response),
    fetchFn: bigAnswerFetch(fetchFn),
  });
}

let rawBaseQuery = wire(config.apiUrl);

/**
 * The server renderer's wire (src/app/server/entry.tsx): the pre-render reads the API at an address of
 * its own (an internal one, say), while the pages it writes keep the build's address for their images.
 */
export function configureServerApi(baseUrl: string, fetchFn?: typeof fetch): void {
  rawBaseQuery = wire(baseUrl, fetchFn);
}

/** How many times a read that did not reach the server is asked again before the screen shows its error. */
const NETWORK_RETRIES = 2;

/**
 * A read whose request never reached the server is asked again (RTK Query's `retry`, its backoff: about
 * 0.2–0.8 s, then 0.5–1.7 s) while the browser says it is online. The browser's `online` event comes before
 * the connection carries requests again more often than not (a phone's radio waking, a service worker
 * still offline for a moment, Wi-Fi before its address): the reads asked again at that event
 * (`refetchOnReconnect`) would otherwise show their error state on a connection that works a moment
 * later. Offline, nothing is asked again until the connection is back; a write is never sent twice;
 * an HTTP error, a timeout and a broken answer are the server's answer and are shown at once.
 */
const askWithRetries = retry((args: string | FetchArgs, api, extraOptions: object) => rawBaseQuery(args, api, extraOptions), {
  retryCondition: (error, _args, { attempt, baseQueryApi }) =>
    attempt <= NETWORK_RETRIES && (error as { status?: unknown }).status === 'FETCH_ERROR' && baseQueryApi.type === 'query' && !baseQueryApi.signal.aborted && !isOffline(),
});

/** The envelope as it arrives: its messages are not trusted until read one by one. */
type WireEnvelope = Omit<Envelope<unknown>, 'messages'> & { messages?: unknown };

function isEnvelope(body: unknown): body is WireEnvelope {
  return typeof body === 'object' && body !== null && typeof (body as WireEnvelope).success === 'boolean';
}

function readMessages(body: WireEnvelope): ApiMessage[] {
  if (!Array.isArray(body.messages)) return [];
  return body.messages
    .filter((m): m is ApiMessage => typeof m === 'object' && m !== null && typeof (m as ApiMessage).message === 'string')
    .map((m) => ({ type: (API_MESSAGE_TYPES as readonly string[]).includes(m.type) ? m.type : 'info', message: m.message }));
}

function showMessages(messages: ApiMessage[]): void {
  messages.forEach((m) => notify({ type: m.type, message: m.message }));
}

interface StateWithSession {
  session: { language: Locale };
}

/** What the envelope said beside its content: its messages (already shown unless silent). */
export interface ApiMeta {
  messages: ApiMessage[];
}

export const baseQuery: BaseQueryFn<ApiArgs, unknown, ApiError, object, ApiMeta> = async (args, api, extraOptions) => {
  const request: FetchArgs & { silent?: boolean; rows?: RowsKey } = typeof args === 'string' ? { url: args } : { ...args };
  // read before the first await: the mode of the dispatch that started this call (src/api/callMode.ts)
  const mode = callMode();
  if (mode.keepalive) request.keepalive = true;
  const silent = Boolean(request.silent) || Boolean(mode.quiet);
  const tell = mode.quiet ? () => undefined : notify;
  const rowsKey = request.rows;
  delete request.silent;
  delete request.rows;
  // a list that can be big: its checked rows are shown while the rest arrives (src/api/listProgress.ts)
  const progress = rowsKey && api.type === 'query' && api.queryCacheKey ? publishListProgress(api.queryCacheKey) : undefined;
  if (rowsKey) request.responseHandler = (response: Response) => readAnswer(response, { rowsKey, onRows: progress?.update, onFailed: () => progress?.done(false) });
  // A write while the browser is offline is not sent into the void: nothing leaves, the form keeps its
  // values (a failed save leaves it open), and the same press sends it once the connection is back.
  if (api.type === 'mutation' && isOffline()) {
    tell(needsConnection());
    return { error: { status: 'FETCH_ERROR', content: { offline: true } } };
  }
  let answered = false;
  const apiKey = readApiKeyCookie();
  const language = (api.getState() as StateWithSession).session.language;
  // the key marks the call as the user's: the service worker never keeps its answer (offlineRules.ts)
  request.params = { language, ...(request.params ?? {}), ...(apiKey ? { [API_KEY_PARAM]: apiKey } : {}) };

  api.dispatch(requestStarted());
  try {
    const result = await askWithRetries(request, api, extraOptions as object);
    const status = result.meta?.response?.status;
    const savedAt = result.meta?.response?.headers.get(SAVED_COPY_HEADER);
    if (savedAt) savedCopyShown(savedAt);

    if (status === 401) {
      if (readApiKeyCookie()) {
        clearApiKeyCookie();
        api.dispatch(loggedOut());
        notify({ type: 'warning', messageId: 'api.sessionExpired' });
      }
      return { error: { status: 401 } };
    }

    if (result.error) {
      const error = result.error;
      reportApiFailure(api.endpoint, error.status, api.signal.aborted);
      // a lookup the screen cancelled (a newer query replaced it, or it left while the read waited to be
      // asked again) is no network failure
      if (api.signal.aborted) return { error: { status: 'FETCH_ERROR' } };
      if (error.status === 'FETCH_ERROR') {
        // Offline, a read that found no saved copy is no news: the offline indicator says the browser
        // is offline, and the screen shows what it could not load in place (LoadError, with a retry).
        // A write says it needs a connection. Online, the server could not be reached: said once, and
        // closed when the browser comes back online after being offline (the notice is stale then).
        if (api.type === 'mutation' && isOffline()) tell(needsConnection());
        else if (!isOffline()) tell({ type: 'error', messageId: 'api.networkError', untilOnline: true });
        return { error: { status: 'FETCH_ERROR' } };
      }
      if (error.status === 'TIMEOUT_ERROR') {
        tell({ type: 'error', messageId: 'api.timeout' });
        return { error: { status: 'TIMEOUT_ERROR' } };
      }
      if (error.status === 'PARSING_ERROR' || error.status === 'CUSTOM_ERROR') {
        tell({ type: 'error', messageId: 'api.badAnswer' });
        return { error: { status: 'PARSING_ERROR' } };
      }
      // An HTTP error status: show the envelope's messages if it has any, otherwise a generic one.
      const body = error.data;
      const messages = isEnvelope(body) ? readMessages(body) : [];
      if (messages.length && !silent) showMessages(messages);
      else if (!messages.length) tell({ type: 'error', messageId: 'api.serverError', values: { status: String(error.status) } });
      return { error: { status: error.status, messages, content: isEnvelope(body) ? body.data?.content : undefined } };
    }

    const body = result.data;
    if (!isEnvelope(body)) {
      reportApiFailure(api.endpoint, 'PARSING_ERROR');
      tell({ type: 'error', messageId: 'api.badAnswer' });
      return { error: { status: 'PARSING_ERROR' } };
    }
    const messages = readMessages(body);
    if (!silent) showMessages(messages);
    const content = body.data?.content ?? null;
    if (!body.success) return { error: { status: 'API_ERROR', content, messages } };
    answered = true;
    return { data: content, meta: { messages } };
  } finally {
    progress?.done(answered);
    api.dispatch(requestFinished());
  }
};
