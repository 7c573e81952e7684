// Search in the app, on a phone, in French and in English: one hit per thing with the memory
// first (the message it was kept from is not repeated), no unrelated chat lines to fill the
// list, the angles in people's words, and a deleted memory not found again through its message.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openTab, screenshot, apiAs, eventually, asNewUser } from './support.mjs';

const LANGUAGES = [
  {
    locale: 'fr-FR', dog: "mon chien s'appelle Rex", chatter: ["il pleut encore aujourd'hui", 'bonne nuit !'],
    unrelated: /pleut|nuit/i, angles: /^(dit dans une conversation|par la personne|par le sujet|par le sens)( · (par la personne|par le sujet|par le sens))*$/,
    nothing: 'Rien trouvé.',
  },
  {
    locale: 'en-US', dog: 'my dog is called Rex', chatter: ['it is raining again today', 'good night!'],
    unrelated: /raining|night/i, angles: /^(said in a conversation|by person|by subject|by meaning)( · (by person|by subject|by meaning))*$/,
    nothing: 'Nothing found.',
  },
];

async function searchInApp(page, q) {
  await page.locator('#search-input').fill(q);
  await page.locator('#search-form button[type=submit]').click();
  await page.locator('#search-hits > *').first().waitFor();
  return page.locator('#search-hits li');
}

for (const language of LANGUAGES) {
  test(`search shows one hit per thing, memories first, in people's words, and forgets a deleted memory (${language.locale})`, async () => {
    await asNewUser({ prefix: 'search', locale: language.locale }, async ({ page, token }) => {
      for (const text of [language.dog, ...language.chatter]) {
        const said = await apiAs(token, '/api/v1/turns', { method: 'POST', body: { text, channel: 'web' } });
        assert.ok([200, 202].includes(said.status), JSON.stringify(said));
      }
      const rex = async () => (await apiAs(token, '/api/v1/memories?limit=100')).body.items.filter((m) => /Rex/.test(m.text));
      await eventually(async () => (await rex()).length > 0, { timeout: 30000, message: 'Rex is kept' });
      // the meaning angle has the chatter's vectors (computed in the background): it could pad the answer now
      await eventually(async () => (await apiAs(token, `/api/v1/memories/search?angles=meaning&q=${encodeURIComponent(language.chatter[0])}`))
        .body.hits.length > 0, { timeout: 60000, message: 'the vectors are computed' });

      await openTab(page, 'memories');
      const hits = await searchInApp(page, 'Rex');
      const shown = await hits.evaluateAll((items) => items.map((item) => ({
        type: item.dataset.hitType, text: item.querySelector('.memory-text')?.textContent ?? '',
        angles: item.querySelector('.hit-angles')?.textContent ?? '',
      })));
      await screenshot(page, `search-${language.locale}`);
      assert.equal(shown[0].type, 'memory', `the memory comes first: ${JSON.stringify(shown)}`);
      assert.match(shown[0].text, /Rex/);
      assert.equal(new Set(shown.map((hit) => hit.text.toLowerCase())).size, shown.length, `no text twice: ${JSON.stringify(shown)}`);
      assert.ok(!shown.some((hit) => hit.type === 'message' && hit.text === language.dog),
        `the message Rex was kept from is not repeated under the memory: ${JSON.stringify(shown)}`);
      assert.ok(!shown.some((hit) => language.unrelated.test(hit.text)), `no unrelated chat line: ${JSON.stringify(shown)}`);
      for (const hit of shown) assert.match(hit.angles, language.angles);

      for (const memory of await rex()) {
        assert.equal((await apiAs(token, `/api/v1/memories/${memory.id}`, { method: 'DELETE' })).status, 204);
      }
      await eventually(async () => {
        await searchInApp(page, 'Rex');
        const shown = await page.locator('#search-hits').innerText();
        if (!shown.includes(language.nothing)) throw new Error(`shown: ${shown}`);
        return true;
      }, { message: 'nothing of Rex is found again, neither the memory nor the message it came from' });
    });
  });
}
