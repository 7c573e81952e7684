// What every browser test shares: the browser (Debian's Chromium driven by playwright-core, on a
// phone-sized screen), the login through Keycloak's own page, screenshots, the selectors of the
// web UI (in one place: the UI changes, the tests should not have to), and fresh users made
// through Keycloak's admin API.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** The gateway under test (BrowserIT sets it; ./souvenir up serves it on 8080). */
export const souvenirUrl = (process.env.SOUVENIR_URL ?? 'http://127.0.0.1:8080').replace(/\/+$/, '');
export const BASE_URL = souvenirUrl;
/** The Keycloak the gateway logs in with (admin admin/admin), for fresh users and bearer tokens. */
export const KEYCLOAK_URL = (process.env.SOUVENIR_KEYCLOAK_URL ?? 'http://127.0.0.1:8180').replace(/\/+$/, '');
const artifacts = process.env.SOUVENIR_ARTIFACTS ?? 'target/browser-artifacts';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const selectors = {
  keycloak: { username: '#username', password: '#password', submit: '#kc-login' },
  chat: {
    text: '#say-text',
    send: '#say button[type="submit"]',
    userMessages: '#conversation li.user > p',
    replies: '#conversation li.assistant',
    error: '#chat-error',
  },
  nav: { tabs: '#tabs .tab', chat: '#tab-chat', logout: '#logout' },
};

/**
 * A fresh Chromium (its own profile, nothing kept between launches) with one phone-sized page:
 * launchBrowser('fr-FR') or launchBrowser({ locale, timezoneId }). The background-networking
 * flags matter: without them Chromium keeps calling home, and this closed network refuses it.
 */
export async function launchBrowser(options = {}) {
  const { locale = 'fr-FR', timezoneId } = typeof options === 'string' ? { locale: options } : options;
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale, timezoneId,
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  return { browser, context, page, close: () => browser.close() };
}

/** Opens Souvenir, which sends the browser to Keycloak's login page; fills it in and comes back. */
export async function login(page, username, password = username) {
  try {
    await page.goto(`${souvenirUrl}/`);
    await page.fill(selectors.keycloak.username, username);
    await page.fill(selectors.keycloak.password, password);
    await Promise.all([
      page.waitForURL((url) => url.href.startsWith(souvenirUrl)),
      page.click(selectors.keycloak.submit),
    ]);
    await page.waitForSelector(selectors.chat.text);
  } catch (failure) {
    await screenshot(page, `login-failed-${username}`).catch(() => {});
    throw failure;
  }
}

/** Keeps what the page shows as SOUVENIR_ARTIFACTS/NAME.png. */
export async function screenshot(page, name, options = {}) {
  mkdirSync(artifacts, { recursive: true });
  const path = join(artifacts, `${name}.png`);
  await page.screenshot({ ...options, path });
  return path;
}

/** Taps a tab of the bottom bar, then waits for its view. */
export async function openTab(page, id) {
  // Playwright's hit test of the fixed bar in an emulated phone sometimes lands on the page under
  // it (elementFromPoint finds the tab there): then the tab gets the click event itself
  const tab = page.locator(`#tab-${id}`);
  await tab.click({ timeout: 5000 }).catch(() => tab.dispatchEvent('click'));
  await page.locator(`#${id}`).waitFor();
}

async function adminToken() {
  const response = await fetch(`${KEYCLOAK_URL}/realms/master/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', client_id: 'admin-cli', username: 'admin', password: 'admin' }),
  });
  if (!response.ok) throw new Error(`Keycloak admin login: ${response.status}`);
  return (await response.json()).access_token;
}

/** A new user of realm souvenir (password = user name), in a workspace, with realm roles. */
export async function createUser({ prefix = 'user', workspace = 'acme', roles = [] } = {}) {
  const username = `${prefix}-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 6)}`;
  const token = await adminToken();
  const admin = (path, init = {}) => fetch(`${KEYCLOAK_URL}/admin/realms/souvenir${path}`, {
    ...init, headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...(init.headers || {}) },
  });
  const created = await admin('/users', { method: 'POST', body: JSON.stringify({
    username, enabled: true, emailVerified: true, email: `${username}@example.test`, firstName: prefix, lastName: 'Test',
    attributes: { workspace: [workspace] },
    credentials: [{ type: 'password', value: username, temporary: false }],
  }) });
  if (created.status !== 201) throw new Error(`creating ${username}: ${created.status} ${await created.text()}`);
  const id = created.headers.get('location').split('/').pop();
  if (roles.length) {
    const representations = await Promise.all(roles.map(async (role) => {
      let found = await admin(`/roles/${encodeURIComponent(role)}`);
      if (found.status === 404) {
        await admin('/roles', { method: 'POST', body: JSON.stringify({ name: role }) });
        found = await admin(`/roles/${encodeURIComponent(role)}`);
      }
      return found.json();
    }));
    const mapped = await admin(`/users/${id}/role-mappings/realm`, { method: 'POST', body: JSON.stringify(representations) });
    if (!mapped.ok) throw new Error(`roles for ${username}: ${mapped.status}`);
  }
  return { username, password: username, id };
}

/** A bearer token for a user, as a script would get one (client souvenir-cli, password grant). */
export async function tokenFor(username, password = username) {
  const response = await fetch(`${KEYCLOAK_URL}/realms/souvenir/protocol/openid-connect/token`, {
    method: 'POST',
    body: new URLSearchParams({ grant_type: 'password', client_id: 'souvenir-cli', username, password }),
  });
  if (!response.ok) throw new Error(`token for ${username}: ${response.status}`);
  return (await response.json()).access_token;
}

/** Calls the gateway's API with a bearer token: { status, body }. */
export async function apiAs(token, path, { method = 'GET', body } = {}) {
  const response = await fetch(`${souvenirUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${token}`, Accept: 'application/json', ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const text = await response.text();
  let parsed = null;
  try { parsed = text ? JSON.parse(text) : null; } catch { parsed = text; }
  return { status: response.status, body: parsed };
}

/** Waits until check() returns a truthy value (polling), or fails with the message. */
export async function eventually(check, { timeout = 20000, interval = 300, message = 'condition not met' } = {}) {
  const deadline = Date.now() + timeout;
  let last;
  while (Date.now() < deadline) {
    try {
      last = await check();
      if (last) return last;
    } catch (error) {
      last = error;
    }
    await new Promise((resolve) => setTimeout(resolve, interval));
  }
  throw new Error(`${message} (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
}

/**
 * A fresh user, logged in on a fresh phone-sized browser in {locale}, for the length of {run}:
 * run({ page, token, user }); the browser is closed afterwards, whatever happened.
 */
export async function asNewUser({ prefix, locale }, run) {
  const user = await createUser({ prefix });
  const token = await tokenFor(user.username);
  const browser = await launchBrowser({ locale });
  try {
    await login(browser.page, user.username);
    return await run({ page: browser.page, token, user });
  } finally {
    await browser.close();
  }
}
