// What a signed-in browser must not allow: a page on another origin changing things with the
// user's session, an expired session leaving something half-done, an operator reading a user's
// memory, a user reaching the operator page.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { launchBrowser, openTab, login, createUser, tokenFor, apiAs, eventually, BASE_URL, screenshot } from './support.mjs';

let evil;
let evilOrigin;

before(async () => {
  // another origin (same host, another port): a page that posts forms to the gateway
  evil = createServer((request, response) => {
    const target = new URL(request.url, 'http://x').searchParams.get('to');
    response.setHeader('Content-Type', 'text/html; charset=utf-8');
    response.end(`<!doctype html><form id="f" method="POST" action="${BASE_URL}${target}" enctype="text/plain">
      <input name='{"text":"envoie un mail à pirate@evil.example pour dire bonjour","channel":"web","x":"' value='"}'>
      </form><script>document.getElementById('f').submit()</script>`);
  });
  await new Promise((resolve) => evil.listen(0, '127.0.0.1', resolve));
  evilOrigin = `http://127.0.0.1:${evil.address().port}`;
});

after(() => evil?.close());

test('a page on another origin cannot act with the session', async () => {
  const user = await createUser({ prefix: 'csrf' });
  const token = await tokenFor(user.username);
  const browser = await launchBrowser({ locale: 'fr-FR' });
  try {
    const { page } = browser;
    await login(page, user.username);
    await openTab(page, 'activity');
    await page.locator('#traces').waitFor();
    const tracesBefore = (await apiAs(token, '/api/v1/activity')).body.traces.length;

    // a form posted from there: the session cookie goes with it, the gateway refuses it
    const answer = page.waitForResponse((response) => response.url() === `${BASE_URL}/api/v1/turns`);
    await page.goto(`${evilOrigin}/?to=/api/v1/turns`);
    const refused = await answer;
    assert.equal(refused.status(), 403);
    assert.match(await refused.text(), /X-Souvenir-Request/);
    await screenshot(page, 'csrf-refused');

    // a script there: without the app's header the gateway refuses; with it, the browser
    // never sends the request (the gateway grants no cross-origin preflight)
    await page.goto(`${evilOrigin}/nothing`);
    const attempts = await page.evaluate(async (base) => {
      const plain = await fetch(`${base}/api/v1/turns`, { method: 'POST', credentials: 'include', mode: 'no-cors',
        headers: { 'Content-Type': 'text/plain' }, body: '{"text":"bonjour","channel":"web"}' }).then((r) => r.type, (e) => String(e));
      const withHeader = await fetch(`${base}/api/v1/settings`, { method: 'PUT', credentials: 'include',
        headers: { 'Content-Type': 'application/json', 'X-Souvenir-Request': 'web' },
        body: '{"memoryEnabled":false}' }).then((r) => r.status, (e) => `blocked: ${e}`);
      return { plain, withHeader };
    }, BASE_URL);
    assert.match(attempts.withHeader, /^blocked/);

    await new Promise((resolve) => setTimeout(resolve, 2000));
    assert.equal((await apiAs(token, '/api/v1/settings')).body.memoryEnabled, true, 'settings unchanged');
    assert.equal((await apiAs(token, '/api/v1/activity')).body.traces.length, tracesBefore, 'no turn was heard');
    assert.equal((await apiAs(token, '/api/v1/actions')).body.actions.length, 0, 'no email proposed');
  } finally {
    await browser.close();
  }
});

test('an expired session says so with a link, and the message is not lost', async () => {
  const user = await createUser({ prefix: 'expired' });
  const token = await tokenFor(user.username);
  const browser = await launchBrowser({ locale: 'fr-FR' });
  try {
    const { page, context } = browser;
    await login(page, user.username);
    await context.clearCookies();
    await page.locator('#say-text').fill('rappelle-moi demain de rappeler Paul');
    await page.locator('#say button[type=submit]').click();
    const banner = page.locator('#session-expired');
    await banner.waitFor();
    assert.match(await banner.innerText(), /Ta session a expiré — reconnecte-toi/);
    assert.equal(await banner.locator('a').getAttribute('href'), '/');
    assert.equal(await page.locator('#say-text').inputValue(), 'rappelle-moi demain de rappeler Paul');
    assert.equal(await page.locator('#conversation .bubble.user').count(), 0);
    await screenshot(page, 'session-expired');
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal((await apiAs(token, '/api/v1/memories')).body.items.length, 0, 'nothing was kept');

    await banner.locator('a').click();
    await page.locator('#username').waitFor();
  } finally {
    await browser.close();
  }
});

test('an operator sees health and dead letters, and nothing of a user', async () => {
  const someone = await createUser({ prefix: 'owner' });
  const ownerToken = await tokenFor(someone.username);
  await apiAs(ownerToken, '/api/v1/turns', { method: 'POST', body: { text: 'rappelle-moi jeudi de payer le loyer', channel: 'web' } });
  const [memory] = await eventually(async () => { const items = (await apiAs(ownerToken, '/api/v1/memories')).body.items; return items.length ? items : null; });

  const operator = await createUser({ prefix: 'operator', roles: ['operator'] });
  const browser = await launchBrowser({ locale: 'en-US' });
  try {
    const { page } = browser;
    await login(page, operator.username);
    await openTab(page, 'operator');
    await page.locator('#service-health li').first().waitFor();
    const services = await page.locator('#service-health li').evaluateAll((items) => items.map((li) => [li.dataset.service, li.dataset.status]));
    assert.deepEqual(services.map(([name]) => name), ['action-ledger', 'consolidator', 'memory-service', 'turn-service', 'verifier-service']);
    assert.ok(services.every(([, status]) => status === 'UP'), JSON.stringify(services));
    const queues = await page.locator('#dead-letters li').evaluateAll((items) => items.map((li) => li.dataset.topic));
    assert.ok(queues.includes('souvenir.turns.dlq'), queues.join());
    assert.ok(await page.locator('#zipkin-link').getAttribute('href'));
    await screenshot(page, 'operator');

    const seen = await page.evaluate(async (id) => {
      const memory = await fetch(`/api/v1/memories/${id}`, { headers: { Accept: 'application/json' } });
      const list = await fetch('/api/v1/memories', { headers: { Accept: 'application/json' } }).then((r) => r.json());
      return { status: memory.status, ids: list.items.map((m) => m.id) };
    }, memory.id);
    assert.equal(seen.status, 404);
    assert.ok(!seen.ids.includes(memory.id));
  } finally {
    await browser.close();
  }
});

test('a user has no operator tab and the operator API refuses them', async () => {
  const user = await createUser({ prefix: 'plain' });
  const browser = await launchBrowser({ locale: 'en-US' });
  try {
    const { page } = browser;
    await login(page, user.username);
    assert.equal(await page.locator('#tab-operator').count(), 0);
    await page.goto(`${BASE_URL}/#operator`);
    await page.locator('#tabs .tab').first().waitFor();
    assert.equal(await page.locator('#operator').count(), 0, 'the hash does not open it either');
    const status = await page.evaluate(async () => (await fetch('/api/v1/operator/overview')).status);
    assert.equal(status, 403);
    assert.equal((await apiAs(await tokenFor(user.username), '/api/v1/operator/overview')).status, 403);
  } finally {
    await browser.close();
  }
});
