// The Constellation in the real app: a user's own memories, kept from what they said, drawn after
// logging in on a phone; each point's core has its kind's shape, and the legend sits under the map.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openTab, login, screenshot, createUser, tokenFor, apiAs, eventually } from './support.mjs';

const SAID = [
  "ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit",
  'rappelle-moi jeudi de payer le loyer',
  'rappelle-toi que le code du portail est 4820',
  'je dois réserver le restaurant pour samedi',
];
const KINDS = ['fact', 'person', 'event', 'memo', 'task', 'reminder', 'topic'];
/** A circle for facts and persons (a person's ringed in white), a polygon for every other kind. */
const CORE_ELEMENT = { fact: 'circle', person: 'circle' };

let browser;
let page;
let memories;

before(async () => {
  const user = await createUser({ prefix: 'sky' });
  const token = await tokenFor(user.username);
  for (const text of SAID) {
    assert.equal((await apiAs(token, '/api/v1/turns', { method: 'POST', body: { text, channel: 'web' } })).status, 200);
  }
  memories = await eventually(async () => {
    const items = (await apiAs(token, '/api/v1/memories?limit=100')).body.items;
    const kinds = new Set(items.map((memory) => memory.kind));
    return ['person', 'fact', 'reminder'].every((kind) => kinds.has(kind)) ? items : null;
  }, { message: 'persons, a fact and a reminder kept' });
  browser = await launchBrowser({ locale: 'fr-FR' });
  page = browser.page;
  await login(page, user.username);
  await openTab(page, 'constellation');
  await page.locator('svg.constellation-map[data-settled="true"]').waitFor({ timeout: 30000 });
});

after(async () => browser?.close());

test("the user's memories are the points, each core shaped by its kind", async () => {
  const points = await page.locator('svg.constellation-map .point').evaluateAll((nodes) => nodes.map((point) => ({
    id: point.dataset.id,
    kind: point.dataset.kind,
    core: point.querySelector('.core')?.tagName.toLowerCase(),
    coreKind: [...(point.querySelector('.core')?.classList ?? [])].find((name) => name.startsWith('core-'))?.slice(5),
  })));
  const kindOf = new Map(memories.map((memory) => [memory.id, memory.kind]));
  assert.ok(points.length >= memories.length, `${points.length} points for ${memories.length} memories`);
  for (const point of points.filter((p) => kindOf.has(p.id))) {
    assert.equal(point.kind, kindOf.get(point.id), `the point of ${point.id}`);
    assert.equal(point.coreKind, point.kind);
    assert.equal(point.core, CORE_ELEMENT[point.kind] ?? 'polygon', `the core of a ${point.kind}`);
  }
  assert.ok(new Set(points.map((p) => p.kind)).size >= 3, 'at least three kinds drawn');
  await screenshot(page, 'constellation-app');
});

test('the legend under the map names the seven kinds beside their shapes, in French', async () => {
  const legend = await page.locator('ul.legend > li.legend-item').evaluateAll((items) => items.map((item) => ({
    kind: item.dataset.kind,
    shaped: item.querySelector(`.core.core-${item.dataset.kind}`) !== null,
    name: item.querySelector('.legend-name')?.textContent.trim(),
  })));
  assert.deepEqual(legend.map((item) => item.kind).sort(), [...KINDS].sort());
  assert.ok(legend.every((item) => item.shaped), JSON.stringify(legend));
  assert.equal(legend.find((item) => item.kind === 'reminder').name, 'rappel');
  const map = await page.locator('svg.constellation-map').boundingBox();
  const list = await page.locator('ul.legend').boundingBox();
  assert.ok(list.y >= map.y + map.height - 1, 'the legend is under the map');
});

test('tapping a point opens its memory', async () => {
  const reminder = memories.find((memory) => memory.kind === 'reminder');
  await page.locator(`svg.constellation-map .point[data-id="${reminder.id}"] .halo`).tap();
  const sheet = page.locator('#memory-sheet');
  await sheet.waitFor();
  assert.equal(await sheet.getAttribute('data-memory-id'), reminder.id);
  await eventually(async () => (await sheet.locator('#memory-text').inputValue()) === reminder.text,
    { message: `the sheet shows « ${reminder.text} »` });
});
