// The chat as a conversation: it follows the newest message (never under the input box, phone or
// desktop), shows "…" while a reply is on its way, reads the session again on return, lists past
// conversations, renders replies with minimal formatting and never as HTML, and answers from
// memory in sentences a person would say.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, login, screenshot, createUser, tokenFor, apiAs, eventually } from './support.mjs';

let browser;
let page;
let token;

before(async () => {
  const user = await createUser({ prefix: 'conversation' });
  token = await tokenFor(user.username);
  browser = await launchBrowser({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  page = browser.page;
  await login(page, user.username);
});

after(async () => browser?.close());

async function say(text) {
  const replies = page.locator('#conversation .bubble.assistant');
  const before = await replies.count();
  await page.locator('#say-text').fill(text);
  await page.locator('#say button[type=submit]').click();
  await replies.nth(before).waitFor({ timeout: 20000 });
  return replies.nth(before);
}

/** The newest bubble is wholly above the composer (not hidden under the input box or the tab bar). */
async function newestInSight() {
  return eventually(async () => {
    const last = await page.locator('#conversation > li').last().boundingBox();
    const composer = await page.locator('#say').boundingBox();
    return last && composer && last.y >= 0 && last.y + last.height <= composer.y + 1;
  }, { timeout: 5000, message: 'the newest message is in sight above the composer' });
}

test('on a phone the chat follows the newest reply, never under the input box', async () => {
  for (const text of ['Bonjour !', "J'aime le jazz", 'Je joue du piano le soir', "Ma sœur s'appelle Julie", 'Il fait beau aujourd’hui',
    'Je bois du thé le matin', 'Mon chat dort beaucoup']) {
    await say(text);
    await newestInSight();
  }
  const scrolled = await page.evaluate(() => window.scrollY);
  assert.ok(scrolled > 0, 'the page scrolled down to the newest message');
  await screenshot(page, 'conversation-follows-phone');
});

test('on a desktop too', async () => {
  await page.setViewportSize({ width: 1280, height: 800 });
  try {
    await say('Et sur un grand écran ?');
    await newestInSight();
    await screenshot(page, 'conversation-follows-desktop');
  } finally {
    await page.setViewportSize({ width: 390, height: 844 });
  }
});

test('a visible "…" while the reply is on its way', async () => {
  await page.route('**/api/v1/turns', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1500));
    await route.continue();
  });
  try {
    await page.locator('#say-text').fill('Tu es là ?');
    await page.locator('#say button[type=submit]').click();
    const typing = page.locator('#typing');
    await typing.waitFor({ state: 'visible', timeout: 1000 });
    assert.equal(await typing.getAttribute('aria-label'), 'Souvenir écrit…');
    await screenshot(page, 'conversation-typing');
    await typing.waitFor({ state: 'hidden', timeout: 20000 });
    assert.match(await page.locator('#conversation .bubble.assistant').last().innerText(), /\S/);
  } finally {
    await page.unroute('**/api/v1/turns');
  }
});

test('the session is read again on return, and past conversations can be reopened', async () => {
  const said = await page.locator('#conversation .bubble.user').count();
  // the messages are kept a moment after each reply (memory-service hears them from Kafka)
  await eventually(async () => (await apiAs(token, '/api/v1/messages?limit=100')).body.items.length === 2 * said,
    { message: 'every message kept' });
  await page.reload();
  await page.locator('#conversation .bubble.user').nth(said - 1).waitFor();
  assert.equal(await page.locator('#conversation .bubble.user').count(), said);
  assert.match(await page.locator('#conversation').innerText(), /Ma sœur s'appelle Julie/);

  await page.locator('#new-conversation').click();
  assert.equal(await page.locator('#conversation .bubble').count(), 0);
  await say('Nouvelle discussion sur les vacances');
  await eventually(async () => (await apiAs(token, '/api/v1/sessions')).body.sessions.length === 2, { message: 'two sessions kept' });

  await page.locator('#conversations').click();
  const list = page.locator('#conversation-list');
  await list.locator('.conversation-open').nth(1).waitFor();
  const titles = await list.locator('.conversation-open .memory-text').allInnerTexts();
  assert.deepEqual(titles, ['Nouvelle discussion sur les vacances', 'Bonjour !']);
  await screenshot(page, 'conversation-list');
  await list.locator('.conversation-open').nth(1).click();
  await page.locator('#conversations-sheet').waitFor({ state: 'detached' });
  await page.locator('#conversation .bubble.user', { hasText: 'Mon chat dort beaucoup' }).waitFor();
  assert.doesNotMatch(await page.locator('#conversation').innerText(), /vacances/);

  // the reopened conversation goes on where it was
  await say('Je reprends ici');
  await eventually(async () => {
    const { sessions } = (await apiAs(token, '/api/v1/sessions')).body;
    return sessions.length === 2 && sessions[0].title === 'Bonjour !';
  }, { message: 'the reopened conversation is the latest, still two' });

  // a tap outside the sheet closes it
  await page.locator('#conversations').click();
  await page.locator('#conversation-list .conversation-open').first().waitFor();
  await page.mouse.click(195, 20);
  await page.locator('#conversations-sheet').waitFor({ state: 'detached' });
});

test('a reply is shown with its line breaks, lists and bold, and markup in it stays text', async () => {
  await page.route('**/api/v1/turns', (route) => route.fulfill({
    status: 200, contentType: 'application/json',
    body: JSON.stringify({ turnId: '00000000-0000-4000-8000-000000000001', traceId: '0'.repeat(32), sessionId: '00000000-0000-4000-8000-000000000002',
      reply: 'Voici ta liste :\n- **lait**\n- pain\nEt <img src=x onerror="window.pwned=1"> <b>fin</b>', creations: [], memory: 'on' }),
  }));
  try {
    const reply = await say('fais-moi une liste');
    assert.deepEqual(await reply.locator('ul > li').allInnerTexts(), ['lait', 'pain']);
    assert.equal(await reply.locator('strong').innerText(), 'lait');
    assert.equal(await reply.locator('img, b').count(), 0);
    assert.match(await reply.innerText(), /Et <img src=x onerror="window.pwned=1"> <b>fin<\/b>/);
    assert.equal(await page.evaluate(() => window.pwned), undefined);
  } finally {
    await page.unroute('**/api/v1/turns');
  }
});

test('a question about a person is answered as a person would say it', async () => {
  await say('ma fille a onze ans');
  await eventually(async () => (await apiAs(token, '/api/v1/memories?kind=person')).body.items.some((m) => /11 ans/.test(m.text)),
    { message: 'the daughter is kept' });
  const answer = await say('quel âge a ma fille ?');
  assert.equal(await answer.locator('p').first().innerText(), 'Ta fille a 11 ans.');
});

test('in English too, from New York', async () => {
  const user = await createUser({ prefix: 'recall-en' });
  const english = await tokenFor(user.username);
  const other = await launchBrowser({ locale: 'en-US', timezoneId: 'America/New_York' });
  try {
    await login(other.page, user.username);
    const ask = async (text) => {
      const replies = other.page.locator('#conversation .bubble.assistant');
      const before = await replies.count();
      await other.page.locator('#say-text').fill(text);
      await other.page.locator('#say button[type=submit]').click();
      await replies.nth(before).waitFor({ timeout: 20000 });
      return replies.nth(before).locator('p').first().innerText();
    };
    await ask('my daughter is 11');
    await eventually(async () => (await apiAs(english, '/api/v1/memories?kind=person')).body.items.length > 0, { message: 'kept' });
    assert.equal(await ask('how old is my daughter?'), 'Your daughter is 11.');
    await screenshot(other.page, 'conversation-recall-english');
  } finally {
    await other.close();
  }
});
