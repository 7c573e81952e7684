// Settings: a pause until a time (a past time or a date the server cannot read is refused with a
// message and changes nothing), resuming, and the wipe after a confirmation that says what goes.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openTab, login, screenshot, createUser, tokenFor, apiAs, eventually } from './support.mjs';

let browser;
let page;
let token;
const settings = async () => (await apiAs(token, '/api/v1/settings')).body;

before(async () => {
  const user = await createUser({ prefix: 'settings' });
  token = await tokenFor(user.username);
  browser = await launchBrowser({ locale: 'fr-FR' });
  page = browser.page;
  await login(page, user.username);
  await openTab(page, 'settings');
  await page.locator('#memory-state').waitFor();
});

after(async () => browser?.close());

function localValue(date) {
  return new Date(date.getTime() - date.getTimezoneOffset() * 60000).toISOString().slice(0, 16);
}

test('memory pauses until a time, then resumes', async () => {
  await eventually(async () => (await page.locator('#memory-state').innerText()).includes('La mémoire est active'));
  const until = await page.evaluate(() => {
    const date = new Date(Date.now() + 2 * 3600 * 1000);
    return new Date(date.getTime() - date.getTimezoneOffset() * 60000).toISOString().slice(0, 16);
  });
  await page.locator('#paused-until').fill(until);
  await page.locator('#pause').click();
  await eventually(async () => (await page.locator('#memory-state').getAttribute('data-state')) === 'paused', { message: 'paused' });
  assert.match(await page.locator('#memory-state').innerText(), /en pause jusqu/);
  assert.equal((await settings()).memory, 'paused');
  await screenshot(page, 'settings');

  await page.locator('#resume').click();
  await eventually(async () => (await page.locator('#memory-state').getAttribute('data-state')) === 'on', { message: 'resumed' });
  assert.equal((await settings()).memory, 'on');
});

test('a pause in the past is refused with a message, nothing changed', async () => {
  await page.locator('#paused-until').fill(localValue(new Date(Date.now() - 3600 * 1000)));
  await page.locator('#pause').click();
  await page.locator('#settings-message.error').waitFor();
  assert.match(await page.locator('#settings-message').innerText(), /futur/);
  assert.equal((await settings()).memory, 'on');
});

test('a date that is no date is refused with a message, nothing changed', async () => {
  await page.locator('#paused-until').fill('99999-01-01T10:00');
  await page.locator('#pause').click();
  await page.locator('#settings-message.error').waitFor();
  assert.match(await page.locator('#settings-message').innerText(), /date n’est pas valable/);
  const now = await settings();
  assert.equal(now.memory, 'on');
  assert.equal(now.pausedUntil ?? null, null);
});

test('the wipe says what it erases, then the memories page is empty', async () => {
  for (const text of ['rappelle-moi jeudi de payer le loyer', "ma femme s'appelle Claire"]) {
    await apiAs(token, '/api/v1/turns', { method: 'POST', body: { text, channel: 'web' } });
  }
  await eventually(async () => (await apiAs(token, '/api/v1/memories')).body.items.length >= 2, { message: 'memories kept' });
  await page.locator('#wipe').click();
  const confirm = page.locator('dialog.confirm');
  await confirm.waitFor();
  assert.match(await confirm.innerText(), /souvenirs.*conversations.*activité/s);
  await confirm.getByRole('button', { name: 'Effacer pour de bon' }).click();
  await page.locator('#wiped', { hasText: 'Effacé' }).waitFor({ timeout: 20000 });

  await openTab(page, 'memories');
  await page.locator('#memory-list .empty').waitFor();
  assert.equal(await page.locator('#memory-list li.memory').count(), 0);
  assert.equal((await apiAs(token, '/api/v1/memories')).body.items.length, 0);
});
