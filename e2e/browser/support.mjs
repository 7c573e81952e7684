// What every browser test needs: a phone-sized Chromium (Debian's, never a downloaded one), the
// Keycloak login form, screenshots kept as artifacts, and fresh users from Keycloak's admin API.
import { chromium } from 'playwright-core';
import { mkdtempSync, mkdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const BASE_URL = (process.env.SOUVENIR_URL || 'http://127.0.0.1:8080').replace(/\/+$/, '');
export const KEYCLOAK_URL = (process.env.SOUVENIR_KEYCLOAK_URL || 'http://127.0.0.1:8180').replace(/\/+$/, '');
const ARTIFACTS = process.env.SOUVENIR_ARTIFACTS || join(process.cwd(), 'target', 'browser-artifacts');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** A headless Chromium with a phone context (390×844, touch); close() closes both and removes the profile. */
export async function launchBrowser({ locale = 'fr-FR', timezoneId = 'Europe/Paris' } = {}) {
  const userDataDir = mkdtempSync(join(tmpdir(), 'souvenir-chromium-'));
  const context = await chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
      '--disable-component-update', '--disable-sync'],
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
    locale,
    timezoneId,
  });
  const page = context.pages()[0] || await context.newPage();
  return {
    context,
    page,
    async close() {
      await context.close();
      rmSync(userDataDir, { recursive: true, force: true });
    },
  };
}

/** Opens the app, which sends to Keycloak's login form, and signs in. */
export async function login(page, username, password = username) {
  await page.goto(`${BASE_URL}/`);
  await page.locator('#username').fill(username);
  await page.locator('#password').fill(password);
  await page.locator('#kc-login').click();
  await page.waitForURL(`${BASE_URL}/**`);
  await page.locator('#tabs .tab').first().waitFor();
}

export async function screenshot(page, name) {
  mkdirSync(ARTIFACTS, { recursive: true });
  const path = join(ARTIFACTS, `${name}.png`);
  await page.screenshot({ path, fullPage: false });
  return path;
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
  const response = await fetch(`${BASE_URL}${path}`, {
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

/** Taps a tab of the bottom bar, then waits for its view. */
export async function openTab(page, id) {
  // Playwright's hit test of the fixed bar in an emulated phone sometimes lands on the page under
  // it (elementFromPoint finds the tab there): then the tab gets the click event itself
  const tab = page.locator(`#tab-${id}`);
  await tab.click({ timeout: 5000 }).catch(() => tab.dispatchEvent('click'));
  await page.locator(`#${id}`).waitFor();
}
