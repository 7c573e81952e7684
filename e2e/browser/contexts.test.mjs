// The Contexts tab on a phone, in French and in English: a context created, a dictation persisted
// verbatim, ingested with its progress shown, its note citing the dictation, a todo ticked, the
// spreadsheet downloaded, and nothing wider than the screen.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { asNewUser, openTab, screenshot, apiAs, eventually } from './support.mjs';

async function fitsThePhone(page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page is ${width}px wide on a 390px phone`);
}

test('a context is created, fed, ingested and exported on a French phone', () => asNewUser({ prefix: 'contexts-fr', locale: 'fr-FR' },
  async ({ page, token }) => {
    await openTab(page, 'contexts');
    await page.locator('#context-name').fill('Salon-Bois');
    await page.locator('#context-mission').fill('Trouver trois fournisseurs de chêne');
    await page.getByRole('button', { name: 'Créer' }).click();
    await page.locator('#context-core h2', { hasText: 'Salon-Bois' }).waitFor();

    const said = 'Marc Dubois dit que le chêne a pris 12 % depuis janvier. Il faut rappeler Marc lundi.';
    await page.locator('#context-persist-text').fill(said);
    await page.getByRole('button', { name: 'Persister' }).click();
    await page.getByText('Persisté, tel quel (pas encore ingéré).').waitFor();
    await page.locator('#context-part li', { hasText: 'pas ingérée' }).waitFor();
    assert.match(await page.locator('#context-counts').innerText(), /1 sources \(1 à ingérer\)/);
    assert.doesNotMatch(await page.locator('#context-core').innerText(), /12 %/, 'the core holds nothing of a source before ingestion');

    await page.locator('#context-ingest').click();
    await page.getByText(/Ingéré : 1 notes/).waitFor({ timeout: 60_000 });
    await page.locator('#context-todos label', { hasText: 'Rappeler Marc lundi' }).waitFor();
    await page.locator('#context-tab-atomic').click();
    await page.locator('#context-part li', { hasText: 'Marc Dubois : Le chêne a pris 12 % depuis janvier.' }).waitFor();
    assert.match(await page.locator('#context-part li').first().innerText(), /cite : Marc Dubois dit que le chêne/);

    await page.locator('#context-todos input[type=checkbox]').first().check();
    const id = await page.locator('#context-core').getAttribute('data-id');
    await eventually(async () => (await apiAs(token, `/api/v1/contexts/${id}`)).body.todos[0].done === true,
      { message: 'the ticked todo is done' });

    const href = await page.locator('#context-export').getAttribute('href');
    const sheet = await page.evaluate(async (path) => {
      const response = await fetch(path, { credentials: 'same-origin' });
      return { status: response.status, type: response.headers.get('content-type'), size: (await response.arrayBuffer()).byteLength };
    }, href);
    assert.equal(sheet.status, 200);
    assert.match(sheet.type, /spreadsheetml/);
    assert.ok(sheet.size > 1000);
    await fitsThePhone(page);
    await screenshot(page, 'contexts-fr');
  }));

test('the Contexts tab speaks English on an English phone', () => asNewUser({ prefix: 'contexts-en', locale: 'en-GB' },
  async ({ page, token }) => {
    const created = await apiAs(token, '/api/v1/contexts', { method: 'POST', body: { name: 'Trade fair', mission: 'Meet three oak suppliers' } });
    assert.equal(created.status, 201);
    await openTab(page, 'contexts');
    await page.locator('#contexts-list button', { hasText: 'Trade fair' }).click();
    await page.getByText('Mission: Meet three oak suppliers').waitFor();
    await page.locator('#context-persist-text').fill('Anna said the stand costs 900 euros.');
    await page.getByRole('button', { name: 'Persist' }).click();
    await page.getByText('Persisted, verbatim (not ingested yet).').waitFor();
    await page.getByRole('button', { name: 'Ingest' }).click();
    await page.getByText(/Ingested: 1 notes/).waitFor({ timeout: 60_000 });
    assert.equal(await page.locator('#context-export').innerText(), 'Export (XLSX)');
    await fitsThePhone(page);
    await screenshot(page, 'contexts-en');
  }));
