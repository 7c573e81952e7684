// The memories page: filters by kind, a rewrite, a deletion after confirmation, and script in a
// memory shown as text in the list, the sheet, the identity card and the constellation.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openTab, login, screenshot, createUser, tokenFor, apiAs, eventually } from './support.mjs';

let browser;
let page;
let token;
const dialogs = [];

async function memories(kind) {
  return (await apiAs(token, `/api/v1/memories?limit=200${kind ? `&kind=${kind}` : ''}`)).body.items;
}

before(async () => {
  const user = await createUser({ prefix: 'memories' });
  token = await tokenFor(user.username);
  for (const text of ["ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit",
    'rappelle-moi jeudi de payer le loyer', 'rappelle-toi que le code du portail est 4820']) {
    const said = await apiAs(token, '/api/v1/turns', { method: 'POST', body: { text, channel: 'web' } });
    assert.ok([200, 202].includes(said.status), JSON.stringify(said));
  }
  await eventually(async () => {
    const all = await memories();
    return all.some((m) => m.kind === 'reminder') && all.filter((m) => m.kind === 'person').length >= 3
      && all.some((m) => m.text.includes('4820'));
  }, { timeout: 30000, message: 'the memories are kept' });
  browser = await launchBrowser({ locale: 'fr-FR' });
  page = browser.page;
  page.on('dialog', (dialog) => { dialogs.push(dialog.message()); dialog.dismiss(); });
  await login(page, user.username);
  await openTab(page, 'memories');
  await page.locator('#memory-list li.memory').first().waitFor();
});

after(async () => browser?.close());

const listed = () => page.locator('#memory-list li.memory');

test('the list filters by kind', async () => {
  const all = await memories();
  assert.equal(await listed().count(), all.length);
  await page.locator('#kind-filter .chip', { hasText: 'Rappel' }).click();
  await eventually(async () => (await listed().count()) === 1 && (await listed().first().getAttribute('data-kind')) === 'reminder',
    { message: 'only the reminder is listed' });
  assert.match(await listed().first().innerText(), /loyer/);
  await page.locator('#kind-filter .chip', { hasText: 'Personne' }).click();
  await eventually(async () => {
    const kinds = await listed().evaluateAll((items) => items.map((item) => item.dataset.kind));
    return kinds.length >= 3 && kinds.every((kind) => kind === 'person');
  }, { message: 'only persons are listed' });
  await page.locator('#kind-filter .chip', { hasText: 'Tous' }).click();
  await eventually(async () => (await listed().count()) === all.length, { message: 'everything is listed again' });
  await screenshot(page, 'memories');
});

test('a memory is rewritten from its sheet', async () => {
  const fact = (await memories('fact')).find((m) => m.text.includes('4820'));
  await page.locator(`#memory-list li[data-memory-id="${fact.id}"] button`).click();
  const sheet = page.locator('#memory-sheet');
  await sheet.waitFor();
  await eventually(async () => (await sheet.locator('#memory-text').inputValue()).includes('4820'));
  await sheet.locator('#memory-text').fill('le code du portail est 4821');
  await sheet.getByRole('button', { name: 'Enregistrer' }).click();
  await sheet.locator('.notice', { hasText: 'Enregistré' }).waitFor();
  await sheet.getByRole('button', { name: 'Fermer' }).click();
  await eventually(async () => (await page.locator(`#memory-list li[data-memory-id="${fact.id}"]`).innerText()).includes('4821'),
    { message: 'the list shows the new text' });
  assert.equal((await apiAs(token, `/api/v1/memories/${fact.id}`)).body.text, 'le code du portail est 4821');
});

test('a memory is deleted after a confirmation that names it', async () => {
  const fact = (await memories('fact')).find((m) => m.text.includes('4821'));
  await page.locator(`#memory-list li[data-memory-id="${fact.id}"] button`).click();
  const sheet = page.locator('#memory-sheet');
  await sheet.locator('#memory-delete').click();
  const confirm = page.locator('dialog.confirm');
  await confirm.waitFor();
  assert.match(await confirm.innerText(), /4821/);
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  assert.equal((await apiAs(token, `/api/v1/memories/${fact.id}`)).status, 200, 'cancelled: still there');
  await sheet.locator('#memory-delete').click();
  await page.locator('dialog.confirm').getByRole('button', { name: 'Supprimer' }).click();
  await sheet.waitFor({ state: 'detached' });
  await eventually(async () => (await page.locator(`#memory-list li[data-memory-id="${fact.id}"]`).count()) === 0,
    { message: 'gone from the list' });
  assert.equal((await apiAs(token, `/api/v1/memories/${fact.id}`)).status, 404);
});

test('script in a memory is shown as text everywhere, never run', async () => {
  const script = '<img src=x onerror=alert(1)><script>alert(2)</script>';
  const person = (await memories('person'))[0];
  const patched = await apiAs(token, `/api/v1/memories/${person.id}`, { method: 'PATCH', body: { text: `Claire ${script}` } });
  assert.equal(patched.status, 200, JSON.stringify(patched.body));

  await openTab(page, 'chat');
  await openTab(page, 'memories');
  const item = page.locator(`#memory-list li[data-memory-id="${person.id}"]`);
  await eventually(async () => (await item.innerText()).includes(script), { message: 'the list shows the markup as text' });
  await item.locator('button').click();
  await eventually(async () => (await page.locator('#memory-text').inputValue()).includes(script));
  await page.locator('#memory-sheet').getByRole('button', { name: 'Fermer' }).click();
  await page.locator('#identity-card summary').click();

  await openTab(page, 'constellation');
  await page.locator('#constellation').waitFor();
  await page.waitForTimeout(1500);
  await screenshot(page, 'constellation');
  await openTab(page, 'activity');
  await page.waitForTimeout(1000);

  assert.equal(await page.locator('img[src="x"]').count(), 0);
  assert.equal(await page.locator('main script').count(), 0);
  assert.deepEqual(dialogs, []);
});
