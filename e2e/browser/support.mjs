// What every browser test shares: the browser (Debian's Chromium driven by playwright-core, on a
// phone-sized screen), the login through Keycloak's own page, screenshots, and the selectors of the
// web UI (in one place: the UI changes, the tests should not have to).
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright-core';

/** The gateway of the end-to-end stack (BrowserIT sets it). */
export const souvenirUrl = process.env.SOUVENIR_URL ?? 'http://127.0.0.1:18080';
const artifacts = process.env.SOUVENIR_ARTIFACTS ?? 'target/browser-artifacts';
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const selectors = {
  keycloak: { username: '#username', password: '#password', submit: '#kc-login' },
  chat: {
    text: '#text',
    send: '#say button[type="submit"]',
    userMessages: '#conversation li.user',
    replies: '#conversation li.assistant',
    error: '#error',
  },
  nav: { chat: 'nav button[data-view="chat"]', logout: 'nav a[href="/logout"]' },
};

/**
 * A fresh Chromium (its own profile, nothing kept between launches) with one phone-sized page in
 * LOCALE ('fr-FR' or 'en-US'). The background-networking flags matter: without them Chromium
 * keeps calling home, and this closed network refuses its connections.
 */
export async function launchBrowser(locale) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
      '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true, locale,
  });
  context.setDefaultTimeout(20_000);
  const page = await context.newPage();
  return { browser, context, page };
}

/** Opens Souvenir, which sends the browser to Keycloak's login page; fills it in and comes back. */
export async function login(page, username, password) {
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
export async function screenshot(page, name) {
  mkdirSync(artifacts, { recursive: true });
  const path = join(artifacts, `${name}.png`);
  await page.screenshot({ path });
  return path;
}
