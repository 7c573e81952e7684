// A correction said in the chat is applied at once: "ma fille vient d'avoir douze ans" after "onze
// ans" replaces the age (the old memory kept as superseded, not shown), and the next answer says
// twelve; in French and in English, on a phone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { openTab, screenshot, apiAs, eventually, asNewUser } from './support.mjs';

const LANGUAGES = [
  {
    locale: 'fr-FR', first: "ma fille Léa a onze ans", correction: "ma fille Léa vient d'avoir douze ans",
    question: 'quel âge a ma fille ?', now: /12|douze/i, before: /\b11\b|onze/i,
  },
  {
    locale: 'en-US', first: 'my daughter Mia is eleven', correction: 'my daughter Mia just turned twelve',
    question: 'how old is my daughter?', now: /12|twelve/i, before: /\b11\b|eleven/i,
  },
];

async function say(page, text) {
  const replies = page.locator('#conversation .bubble.assistant');
  const before = await replies.count();
  await page.locator('#say-text').fill(text);
  await page.locator('#say button[type=submit]').click();
  await replies.nth(before).waitFor({ timeout: 20000 });
  // the reply's words only: the time under it ("11:23 PM") would read as an age
  return replies.nth(before).evaluate((bubble) => [...bubble.children].filter((part) => part.tagName !== 'SMALL')
    .map((part) => part.innerText).join('\n'));
}

for (const language of LANGUAGES) {
  test(`a correction replaces the old value at once, and the answer uses the new one (${language.locale})`, async () => {
    await asNewUser({ prefix: 'correction', locale: language.locale }, async ({ page, token }) => {
      const daughter = async () => (await apiAs(token, '/api/v1/memories?kind=person&status=active&limit=100')).body.items
        .filter((memory) => /Léa|Mia/.test(memory.text));
      await say(page, language.first);
      await eventually(async () => (await daughter()).some((memory) => language.before.test(memory.text)),
        { message: 'the daughter is kept with her age' });

      await say(page, language.correction);
      const now = await eventually(async () => {
        const kept = await daughter();
        if (kept.length === 1 && language.now.test(kept[0].text)) return kept;
        throw new Error(`known: ${JSON.stringify(kept.map((memory) => memory.text))}`);
      }, { message: 'one daughter, twelve: the correction replaced the age at once' });
      const replaced = (await apiAs(token, '/api/v1/memories?kind=person&status=superseded&limit=100')).body.items;
      assert.ok(replaced.some((memory) => language.before.test(memory.text)), 'the old age is kept as replaced, not lost');
      assert.doesNotMatch(now[0].text, language.before);

      const answer = await say(page, language.question);
      assert.match(answer, language.now, `the answer: ${answer}`);
      assert.doesNotMatch(answer, language.before, `the answer: ${answer}`);

      await openTab(page, 'memories');
      const shown = await eventually(async () => {
        const text = await page.locator('#memory-list').innerText();
        return language.now.test(text) ? text : null;
      }, { message: 'the memories page shows the new age' });
      assert.doesNotMatch(shown, language.before, 'the old age is not shown among the memories');
      await screenshot(page, `correction-${language.locale}`);
    });
  });
}
