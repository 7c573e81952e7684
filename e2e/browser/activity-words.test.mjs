// The activity in people's words: each interaction titled by the message that started it, every
// line in the user's language (never the services' English), and the trace link for operators only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, login, openTab, screenshot, createUser, tokenFor, apiAs, eventually } from './support.mjs';

/** Says {text} as {user} through the API, then waits until its interaction has its memories kept. */
async function said(token, text) {
  // 202: the reply comes later (a loaded machine); the interaction is recorded all the same
  assert.ok([200, 202].includes((await apiAs(token, '/api/v1/turns', { method: 'POST', body: { text, channel: 'web' } })).status));
  return eventually(async () => {
    const [trace] = (await apiAs(token, '/api/v1/activity?days=1')).body.traces;
    const types = new Set(trace?.events.map((event) => event.type));
    return types.has('memories.kept') && types.has('messages.stored') && trace;
  }, { message: 'the interaction is recorded' });
}

async function firstTrace(page) {
  await openTab(page, 'activity');
  const first = page.locator('#traces li.trace').first();
  await first.locator('.trace-title').waitFor();
  return first;
}

test('in French: titled by the message, every line in French, no link to Zipkin', async () => {
  const user = await createUser({ prefix: 'activite' });
  const token = await tokenFor(user.username);
  const trace = await said(token, "ma femme s'appelle Claire");
  const browser = await launchBrowser({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  try {
    await login(browser.page, user.username);
    const first = await firstTrace(browser.page);
    assert.equal(await first.getAttribute('data-trace-id'), trace.traceId);
    assert.equal(await first.locator('.trace-title').innerText(), "« ma femme s'appelle Claire »");
    const lines = await first.locator('.events').innerText();
    assert.match(lines, /Message reçu/);
    assert.match(lines, /1 souvenir retenu : 1 gardé sans le dire/);
    assert.match(lines, /2 messages de la conversation conservés/);
    assert.doesNotMatch(lines, /received|Kept|memor|silent|shown|Replied/);
    assert.equal(await first.locator('.trace-link').count(), 0, 'Zipkin is for operators');
    const width = await browser.page.evaluate(() => document.documentElement.scrollWidth);
    assert.ok(width <= 390, `the page fits the phone (${width}px)`);
    await screenshot(browser.page, 'activity-words-fr');
  } finally {
    await browser.close();
  }
});

test('in English, from New York: the same, in English', async () => {
  const user = await createUser({ prefix: 'activity-en' });
  const token = await tokenFor(user.username);
  await said(token, 'my wife is called Claire');
  const browser = await launchBrowser({ locale: 'en-US', timezoneId: 'America/New_York' });
  try {
    await login(browser.page, user.username);
    const first = await firstTrace(browser.page);
    assert.equal(await first.locator('.trace-title').innerText(), '“my wife is called Claire”');
    const lines = await first.locator('.events').innerText();
    assert.match(lines, /1 memory kept: 1 kept without a word/);
    assert.match(lines, /2 messages of the conversation kept/);
    assert.doesNotMatch(lines, /\(0 shown/);
  } finally {
    await browser.close();
  }
});

test('an operator gets the link to the trace in Zipkin', async () => {
  const user = await createUser({ prefix: 'activity-op', roles: ['operator'] });
  const token = await tokenFor(user.username);
  const trace = await said(token, 'my son is 18');
  const traceUrl = (await apiAs(token, '/api/v1/ui-config')).body.traceUrl;
  const browser = await launchBrowser({ locale: 'en-US', timezoneId: 'America/New_York' });
  try {
    await login(browser.page, user.username);
    const first = await firstTrace(browser.page);
    if (traceUrl) {
      const href = await first.locator('.trace-link').getAttribute('href');
      assert.equal(href, traceUrl.replace('{traceId}', trace.traceId));
    } else {
      assert.equal(await first.locator('.trace-link').count(), 0, 'no Zipkin in this deployment');
    }
  } finally {
    await browser.close();
  }
});
