// The Constellation of a family: the user at the centre, each person linked to the user by their
// relation, the family members to each other, memories to the persons they are about.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, login, openTab, screenshot, createUser, tokenFor, apiAs, eventually } from './support.mjs';

async function family({ prefix, locale, timezoneId, said, persons }) {
  const user = await createUser({ prefix });
  const token = await tokenFor(user.username);
  for (const text of said) {
    assert.ok([200, 202].includes((await apiAs(token, '/api/v1/turns', { method: 'POST', body: { text, channel: 'web' } })).status));
  }
  await eventually(async () => (await apiAs(token, '/api/v1/memories?kind=person')).body.items.length >= persons,
    { message: `${persons} persons kept` });
  const browser = await launchBrowser({ locale, timezoneId });
  await login(browser.page, user.username);
  await openTab(browser.page, 'constellation');
  await browser.page.locator('svg.constellation-map[data-settled="true"]').waitFor({ timeout: 30000 });
  return { browser, page: browser.page, token };
}

const threads = (page, type) => page.locator(`svg.constellation-map line.thread-${type}`).count();

test('in French: "Toi" at the centre, the family joined, not loose dots', async () => {
  const { browser, page, token } = await family({ prefix: 'famille', locale: 'fr-FR', timezoneId: 'Europe/Paris', persons: 3,
    said: ["ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit", 'hier on a fait du vélo avec Claire'] });
  try {
    const self = page.locator('.point[data-kind="self"]');
    assert.equal(await self.count(), 1);
    assert.equal(await self.locator('.label').textContent(), 'Toi');
    // at the centre of the sky: the mean of every point
    const centre = await page.locator('svg.constellation-map .point').evaluateAll((points) => {
      const at = points.map((point) => point.getBoundingClientRect()).map((box) => ({ x: box.x + box.width / 2, y: box.y + box.height / 2 }));
      const self = points.findIndex((point) => point.dataset.kind === 'self');
      const others = at.filter((_, i) => i !== self);
      const mean = { x: others.reduce((sum, p) => sum + p.x, 0) / others.length, y: others.reduce((sum, p) => sum + p.y, 0) / others.length };
      return { self: at[self], mean };
    });
    assert.ok(Math.hypot(centre.self.x - centre.mean.x, centre.self.y - centre.mean.y) < 80, JSON.stringify(centre));

    const persons = (await apiAs(token, '/api/v1/memories?kind=person')).body.items.length;
    assert.equal(await threads(page, 'relation'), persons, 'each person to the user');
    assert.equal(await threads(page, 'family'), 3, 'wife, daughter and son to each other');
    assert.ok(await threads(page, 'about_person') >= 1, 'the bike ride to Claire');
    assert.doesNotMatch(await page.locator('.constellation-status').innerText(), /\b0 liens/);
    assert.match(await page.locator('.thread-legend').innerText(), /de la même famille/);

    // "you" opens nothing: a tap on it leaves the map as it is
    await self.locator('.core').click({ force: true });
    await new Promise((resolve) => setTimeout(resolve, 800));
    assert.equal(await page.locator('#memory-sheet').count(), 0);
    await screenshot(page, 'constellation-family-fr');
  } finally {
    await browser.close();
  }
});

test('in English, from New York: "You" at the centre', async () => {
  const { browser, page } = await family({ prefix: 'family', locale: 'en-US', timezoneId: 'America/New_York', persons: 2,
    said: ['my wife is called Anna and my son is 12'] });
  try {
    assert.equal(await page.locator('.point[data-kind="self"] .label').textContent(), 'You');
    assert.ok(await threads(page, 'relation') >= 2);
    assert.equal(await threads(page, 'family'), 1);
    assert.match(await page.locator('.thread-legend').innerText(), /same family/);
  } finally {
    await browser.close();
  }
});
