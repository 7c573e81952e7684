// Each user's own time zone and language: taken from the browser at the first login and kept in
// the settings, editable there; every time is understood and shown in that zone; the reply
// follows the language of the message, the app the language of the settings.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, login, openTab, screenshot, createUser, tokenFor, apiAs, eventually } from './support.mjs';

async function say(page, text) {
  const replies = page.locator('#conversation .bubble.assistant');
  const before = await replies.count();
  await page.locator('#say-text').fill(text);
  await page.locator('#say button[type=submit]').click();
  await replies.nth(before).waitFor({ timeout: 20000 });
  return replies.nth(before);
}

/** A fresh user logged in on a phone in {locale} and {timezoneId}; run({ page, token }). */
async function asUserIn({ prefix, locale, timezoneId }, run) {
  const user = await createUser({ prefix });
  const token = await tokenFor(user.username);
  const browser = await launchBrowser({ locale, timezoneId });
  try {
    await login(browser.page, user.username);
    return await run({ page: browser.page, token });
  } finally {
    await browser.close();
  }
}

/** The day after today in {zone}, as YYYY-MM-DD. */
function tomorrowIn(zone) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(new Date());
  const next = new Date(`${today}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return next.toISOString().slice(0, 10);
}

test('in New York, "remind me tomorrow at 10am" is 10:00 New York time, and the card shows 10:00 AM', async () => {
  await asUserIn({ prefix: 'newyork', locale: 'en-US', timezoneId: 'America/New_York' }, async ({ page, token }) => {
    const settings = await eventually(async () => {
      const { body } = await apiAs(token, '/api/v1/settings');
      return body.timeZone && body;
    }, { message: 'the browser zone is kept in the settings at login' });
    assert.equal(settings.timeZone, 'America/New_York');
    assert.equal(settings.language, 'en');

    const reply = await say(page, 'remind me tomorrow at 10am to call the bank');
    assert.match(await reply.locator('p').first().innerText(), /10:00/);
    const card = reply.locator('.card.creation');
    assert.equal(await card.count(), 1);
    assert.match(await card.innerText(), /10:00\s?AM/);
    assert.doesNotMatch(await card.innerText(), /4:00\s?AM/);
    await screenshot(page, 'zone-new-york-reminder');

    const reminder = (await apiAs(token, '/api/v1/memories?kind=reminder')).body.items[0];
    const due = new Date(reminder.dueAt);
    const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit',
      hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(due);
    assert.equal(local, `${tomorrowIn('America/New_York')}, 10:00`, `due ${reminder.dueAt}`);

    // the zone is editable: the same reminder, shown in Paris time (4 PM in winter, 3 or 4 PM around the changes)
    await openTab(page, 'settings');
    await Promise.all([page.waitForEvent('load'), page.locator('#time-zone').selectOption('Europe/Paris')]);
    await page.locator('#time-zone').waitFor();
    assert.equal(await page.locator('#time-zone').inputValue(), 'Europe/Paris');
    assert.equal((await apiAs(token, '/api/v1/settings')).body.timeZone, 'Europe/Paris');
    await openTab(page, 'memories');
    const listed = page.locator('#memory-list li.memory', { hasText: 'bank' });
    await listed.waitFor();
    assert.match(await listed.innerText(), /[34]:00\s?PM/);
  });
});

test('a browser in UTC sees "jeudi" at 9h in its own zone, shown 09:00', async () => {
  await asUserIn({ prefix: 'utc', locale: 'fr-FR', timezoneId: 'UTC' }, async ({ page, token }) => {
    await eventually(async () => (await apiAs(token, '/api/v1/settings')).body.timeZone === 'UTC', { message: 'zone kept' });
    const reply = await say(page, 'rappelle-moi jeudi de payer le loyer');
    assert.match(await reply.locator('p').first().innerText(), /jeudi/);
    const card = reply.locator('.card.creation');
    assert.match(await card.innerText(), /09:00/);
    const due = new Date((await apiAs(token, '/api/v1/memories?kind=reminder')).body.items[0].dueAt);
    assert.equal(due.getUTCHours(), 9);
    assert.equal(due.getUTCDay(), 4);
  });
});

test('the reply follows the message, the app follows the language of the settings', async () => {
  await asUserIn({ prefix: 'langue', locale: 'fr-FR', timezoneId: 'Europe/Paris' }, async ({ page, token }) => {
    assert.equal((await page.locator('#tab-settings').innerText()).trim(), 'Réglages');
    // a message with no word of either language is answered in the user's own
    const short = await say(page, 'ok super');
    assert.doesNotMatch(await short.locator('p').first().innerText(), /\b(I|I'm|you|the|Thanks)\b/);

    await openTab(page, 'settings');
    await Promise.all([page.waitForEvent('load'), page.locator('#language').selectOption('en')]);
    await page.locator('#tab-settings').waitFor();
    assert.equal((await page.locator('#tab-settings').innerText()).trim(), 'Settings');
    assert.equal((await apiAs(token, '/api/v1/settings')).body.language, 'en');
    assert.equal(await page.locator('html').getAttribute('lang'), 'en');

    // an English app, a French message: the reply is French
    await openTab(page, 'chat');
    const french = await say(page, "ma fille s'appelle Inès");
    assert.match(await french.locator('p').first().innerText(), /\b(je|j'|tu|ta|te|t'|c'est)/i);
    assert.doesNotMatch(await french.locator('p').first().innerText(), /\b(I|I'm|your|the)\b/);
    await screenshot(page, 'zone-english-app-french-reply');
  });
});

test('a pause typed as "08:00" is 08:00 in the zone of the settings, not in the zone of the browser', async () => {
  const user = await createUser({ prefix: 'tokyo' });
  const token = await tokenFor(user.username);
  assert.equal((await apiAs(token, '/api/v1/settings', { method: 'PUT',
    body: { memoryEnabled: true, timeZone: 'Asia/Tokyo', language: 'en' } })).status, 200);
  const browser = await launchBrowser({ locale: 'en-US', timezoneId: 'America/New_York' });
  try {
    const { page } = browser;
    await login(page, user.username);
    await openTab(page, 'settings');
    await page.locator('#memory-state').waitFor();
    const day = tomorrowIn('Asia/Tokyo');
    await page.locator('#paused-until').fill(`${day}T08:00`);
    await page.locator('#pause').click();
    const until = await eventually(async () => (await apiAs(token, '/api/v1/settings')).body.pausedUntil, { message: 'paused' });
    const inTokyo = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Tokyo', year: 'numeric', month: '2-digit', day: '2-digit',
      hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(until));
    assert.equal(inTokyo, `${day}, 08:00`, `paused until ${until}`);
    // shown again as it was typed
    await page.reload();
    await openTab(page, 'settings');
    await eventually(async () => (await page.locator('#paused-until').inputValue()) === `${day}T08:00`,
      { message: 'the field shows 08:00 again' });
  } finally {
    await browser.close();
  }
});
