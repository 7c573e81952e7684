// Memory paused or off, as a person sees it, in French and in English on the phone: the reply says
// nothing was kept, the activity says "answered, nothing kept" in the page's language without the
// words said, the memories page and the search find nothing of it; resumed, a sentence is kept.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openTab, screenshot, apiAs, eventually, selectors, asNewUser } from './support.mjs';

// Memory is paused (French) or switched off (English) on the settings page, as a person does it.
const CASES = [
  { locale: 'fr-FR', state: 'paused', turnOff: async (page) => {
    const until = await page.evaluate(() => {
      const date = new Date(Date.now() + 2 * 3600 * 1000);
      return new Date(date.getTime() - date.getTimezoneOffset() * 60000).toISOString().slice(0, 16);
    });
    await page.locator('#paused-until').fill(until);
    await page.locator('#pause').click();
  },
    say: (name) => `mon chien s'appelle ${name}`, note: /La mémoire est en pause : rien de ce message n’a été retenu/,
    line: /Répondu, rien retenu/, summary: /rien n’a été retenu : ta mémoire est en pause/, kept: (name) => `mon chat s'appelle ${name}` },
  { locale: 'en-US', state: 'off', turnOff: async (page) => page.locator('#memory-enabled').uncheck(),
    say: (name) => `my dog is called ${name}`, note: /Memory is off: nothing from this message was kept/,
    line: /Answered, nothing kept/, summary: /nothing was kept: your memory is off/, kept: (name) => `my cat is called ${name}` },
];

/** The search's hits for {word} whose text holds it (the search may answer with other things the user has). */
async function hitsHolding(token, word) {
  const { body } = await apiAs(token, `/api/v1/memories/search?q=${encodeURIComponent(word)}`);
  return body.hits.filter((hit) => (hit.text || '').toLowerCase().includes(word.toLowerCase()));
}

const word = (prefix) => prefix + Math.random().toString(36).replace(/[^a-z]/g, '').slice(0, 6);

for (const scenario of CASES) {
  test(`${scenario.locale}: what is said while memory is ${scenario.state} is answered and forgotten`, async () => {
    await asNewUser({ prefix: `privacy-${scenario.locale.slice(0, 2)}`, locale: scenario.locale }, async ({ page, token }) => {
      await openTab(page, 'settings');
      await page.locator('#memory-state').waitFor();
      await scenario.turnOff(page);
      await eventually(async () => (await page.locator('#memory-state').getAttribute('data-state')) === scenario.state,
        { message: `memory ${scenario.state}` });
      assert.equal((await apiAs(token, '/api/v1/settings')).body.memory, scenario.state);
      await openTab(page, 'chat');

      const secret = word('Rex');
      await page.locator(selectors.chat.text).fill(scenario.say(secret));
      await page.locator(selectors.chat.send).click();
      const reply = page.locator(`${selectors.chat.replies}`).last();
      await reply.locator('.memory-note').waitFor({ timeout: 20000 });
      assert.match(await reply.locator('.memory-note').innerText(), scenario.note);
      assert.equal(await reply.locator('.card.creation').count(), 0, 'no card');

      await openTab(page, 'activity');
      const first = page.locator('#traces li.trace').first();
      await eventually(async () => {
        await openTab(page, 'chat');
        await openTab(page, 'activity');
        return scenario.line.test(await first.locator('.events').innerText());
      }, { message: 'the activity says the message was answered and not kept' });
      const events = await first.locator('.events').innerText();
      assert.match(events, scenario.summary);
      assert.doesNotMatch(events, new RegExp(secret), 'the activity holds nothing of what was said');
      await screenshot(page, `privacy-activity-${scenario.locale}`);

      await openTab(page, 'memories');
      await page.locator('#memory-list .empty').waitFor();
      assert.deepEqual(await hitsHolding(token, secret), [], 'the search finds nothing of it');
      assert.equal((await apiAs(token, '/api/v1/messages')).body.items.length, 0, 'no message kept');

      // resumed on the settings page: kept again
      await openTab(page, 'settings');
      if (scenario.state === 'paused') await page.locator('#resume').click();
      else await page.locator('#memory-enabled').check();
      await eventually(async () => (await page.locator('#memory-state').getAttribute('data-state')) === 'on', { message: 'resumed' });
      const kept = word('Felix');
      await openTab(page, 'chat');
      await page.locator(selectors.chat.text).fill(scenario.kept(kept));
      await page.locator(selectors.chat.send).click();
      await eventually(async () => (await apiAs(token, `/api/v1/memories/search?q=${kept}`)).body.hits.length > 0,
        { message: 'kept again after resuming' });
      assert.deepEqual(await hitsHolding(token, secret), [], 'still nothing of what was said while paused or off');
    });
  });
}
