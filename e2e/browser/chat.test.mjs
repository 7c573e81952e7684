// The chat on a phone: replies, a card only for what the user asked to be done, input refused
// with the server's reason, and script typed by the user shown as text.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openTab, login, screenshot, createUser, tokenFor, apiAs, eventually, souvenirUrl } from './support.mjs';

let browser;
let page;
let user;
const dialogs = [];

before(async () => {
  user = await createUser({ prefix: 'chat' });
  browser = await launchBrowser({ locale: 'fr-FR' });
  page = browser.page;
  page.on('dialog', (dialog) => { dialogs.push(dialog.message()); dialog.dismiss(); });
  await login(page, user.username);
});

after(async () => browser?.close());

async function say(text) {
  const before = await page.locator('#conversation .bubble.assistant').count();
  await page.locator('#say-text').fill(text);
  await page.locator('#say button[type=submit]').click();
  await page.locator('#conversation .bubble.assistant').nth(before).waitFor({ timeout: 20000 });
  return page.locator('#conversation .bubble.assistant').nth(before);
}

test('logging in opens the chat with its tabs, in French', async () => {
  assert.ok(page.url().startsWith(`${souvenirUrl}/`), page.url());
  assert.equal(await page.locator('#tab-chat').getAttribute('aria-current'), 'page');
  assert.equal((await page.locator('#tab-chat').innerText()).trim(), 'Discussion');
  assert.equal(await page.locator('#tab-operator').count(), 0, 'no operator tab for a user without the role');
  assert.equal(await page.locator('#tab-workspace').count(), 0);
});

test('three facts get a reply and no card', async () => {
  const reply = await say("ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit");
  assert.ok((await reply.locator('p').first().innerText()).length > 0, 'a reply is shown');
  assert.equal(await reply.locator('.card').count(), 0, 'silent persons get no card');
  assert.equal(await page.locator('#conversation .card.creation').count(), 0);
});

test('a reminder gets one card that opens it', async () => {
  const reply = await say('rappelle-moi jeudi de payer le loyer');
  const cards = reply.locator('.card.creation');
  assert.equal(await cards.count(), 1);
  assert.match(await cards.innerText(), /loyer/);
  const open = cards.getByRole('button', { name: 'Ouvrir la fiche' });
  await open.click();
  const sheet = page.locator('#memory-sheet');
  await sheet.waitFor();
  await eventually(async () => (await sheet.locator('.badge').textContent()).trim() === 'Rappel', { message: 'the sheet shows a reminder' });
  assert.match(await sheet.locator('#memory-text').inputValue(), /loyer/);
  assert.match(await sheet.locator('.details').innerText(), /Échéance/);
  await screenshot(page, 'chat-reminder-sheet');
  await sheet.getByRole('button', { name: 'Fermer' }).click();
  await sheet.waitFor({ state: 'detached' });
  await screenshot(page, 'chat');
});

test('the conversation is kept across tab switches', async () => {
  const bubbles = await page.locator('#conversation .bubble').count();
  await openTab(page, 'memories');
  await page.locator('#memory-list').waitFor();
  await openTab(page, 'chat');
  assert.equal(await page.locator('#conversation .bubble').count(), bubbles);
});

test('an 8,001-character message is refused with the reason, and nothing is said', async () => {
  const token = await tokenFor(user.username);
  const traces = async () => (await apiAs(token, '/api/v1/activity?days=1')).body.traces.length;
  // the earlier turns' activity arrives asynchronously: start from a settled count
  let before = -1;
  await eventually(async () => { const now = await traces(); const settled = now === before; before = now; return settled; },
    { interval: 1500, message: 'the activity settles' });
  const text = 'a'.repeat(8001);
  await page.locator('#say-text').fill(text);
  await page.locator('#say button[type=submit]').click();
  const error = page.locator('#chat-error');
  await error.waitFor();
  assert.match(await error.innerText(), /Non envoyé.*text.*8000/s);
  assert.equal(await page.locator('#say-text').inputValue(), text, 'the message stays in the field');
  assert.equal(await page.locator('#conversation .bubble.user', { hasText: 'aaaaaaaaaa' }).count(), 0);
  await new Promise((resolve) => setTimeout(resolve, 1500));
  assert.equal((await apiAs(token, '/api/v1/activity?days=1')).body.traces.length, before, 'no new interaction');
  await page.locator('#say-text').fill('');
});

test('script in a message is shown as text, never run', async () => {
  const script = '<img src=x onerror=alert(1)><script>alert(2)</script>';
  await say(`retiens que mon mot préféré est ${script}`);
  const mine = page.locator('#conversation .bubble.user').last();
  assert.match(await mine.innerText(), /<img src=x onerror=alert\(1\)><script>alert\(2\)<\/script>/);
  assert.equal(await page.locator('#conversation img').count(), 0);
  assert.equal(await page.locator('#conversation script').count(), 0);
  await new Promise((resolve) => setTimeout(resolve, 500));
  assert.deepEqual(dialogs, []);
});
