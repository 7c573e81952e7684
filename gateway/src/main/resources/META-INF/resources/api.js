// Every call to the gateway goes through here: JSON in and out, the session cookie, the header
// that tells the gateway's CSRF guard the request comes from this app, and errors turned into
// messages a person can read.
import { t } from './i18n.js';

const expiredListeners = new Set();
let expired = false;

/** An answer that is not a success, with the problem's words (RFC 9457) when the server gave them. */
export class ApiError extends Error {
  constructor(status, problem) {
    super(ApiError.describe(status, problem));
    this.status = status;
    this.problem = problem;
  }

  /** The field errors ({field, message}) of a 400, so a form can show each next to its field. */
  get fieldErrors() {
    return this.problem?.errors || [];
  }

  /**
   * A sentence in the person's language, never the server's own words ("Internal Server Error", an
   * exception): those go to the console, for whoever operates the service. A 400 names its fields.
   */
  static describe(status, problem) {
    if (status === 0) return t('app.offline');
    if (status === 401) return t('session.expired');
    if (problem?.errors?.length) return problem.errors.map((e) => `${e.field}: ${e.message}`).join(' · ');
    if (problem?.detail || problem?.title) console.info(`HTTP ${status}: ${problem.detail || problem.title}`);
    const known = { 400: 'error.invalid', 403: 'error.forbidden', 404: 'error.notFound', 409: 'error.conflict',
      413: 'error.tooLarge', 429: 'error.tooMany', 503: 'error.unavailable', 502: 'error.unavailable', 504: 'error.unavailable' };
    return t(known[status] || (status >= 500 ? 'error.server' : 'error.other'));
  }
}

/** Called once when the session is found expired (401; 499 is Quarkus' answer to a script whose session ended). */
export function onSessionExpired(listener) {
  expiredListeners.add(listener);
}

function sessionEnded() {
  if (expired) return;
  expired = true;
  expiredListeners.forEach((listener) => listener());
}

/**
 * A call to the API: { status, body } with the parsed JSON (null for 204); rejects with an ApiError.
 * request('/api/v1/turns', { method: 'POST', body: {...} }).
 */
export async function request(path, { method = 'GET', body } = {}) {
  const headers = { Accept: 'application/json', 'X-Souvenir-Request': 'web', 'X-Requested-With': 'JavaScript' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  let response;
  try {
    response = await fetch(path, {
      method, headers, credentials: 'same-origin', redirect: 'manual',
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  } catch (offline) {
    throw new ApiError(0, null);
  }
  // a login redirect (opaque under redirect: 'manual'), 401 or 499 means the session is gone
  if (response.type === 'opaqueredirect' || response.status === 401 || response.status === 499) {
    sessionEnded();
    throw new ApiError(401, null);
  }
  const text = await response.text();
  let parsed = null;
  if (text) {
    try { parsed = JSON.parse(text); } catch { parsed = { detail: text.slice(0, 200) }; }
  }
  if (!response.ok) throw new ApiError(response.status, parsed);
  return { status: response.status, body: parsed };
}

/** The parsed answer of a call: api('/api/v1/memories'), api.patch(path, {...}). */
export async function api(path, options) {
  return (await request(path, options)).body;
}

api.get = (path) => api(path);
api.post = (path, body) => api(path, { method: 'POST', body });
api.put = (path, body) => api(path, { method: 'PUT', body });
api.patch = (path, body) => api(path, { method: 'PATCH', body });
api.delete = (path) => api(path, { method: 'DELETE' });
api.request = request;
