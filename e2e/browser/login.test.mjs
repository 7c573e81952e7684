// Alice logs in through Keycloak's page, talks in her language, and logs out; a newcomer's phone in English.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createUser, launchBrowser, login, screenshot, selectors, souvenirUrl } from './support.mjs';

const SENTENCE = "ma femme s'appelle Claire, ma fille a onze ans et mon fils dix-huit";
const LATE = 'La réponse prend du temps';

const text = (page, selector) => page.locator(selector).first().innerText();
const memoriesStatus = async (page) => (await page.request.get(`${souvenirUrl}/api/v1/memories`)).status();

describe('alice on a phone, in French (fr-FR)', () => {
  let browser;
  let page;

  before(async () => {
    ({ browser, page } = await launchBrowser('fr-FR'));
    await login(page, 'alice', 'alice');
  });

  after(async () => browser?.close());

  test('sees the chat in French', async () => {
    assert.equal(await page.getAttribute('html', 'lang'), 'fr');
    assert.equal(await text(page, selectors.chat.send), 'Envoyer');
    assert.equal(await text(page, selectors.nav.logout), 'Se déconnecter');
  });

  test('says something and gets the reply', async () => {
    await page.fill(selectors.chat.text, SENTENCE);
    await page.click(selectors.chat.send);
    // on a busy machine the page may first say the answer is late; the reply then comes on the stream
    const reply = page.locator(selectors.chat.replies).filter({ hasNotText: LATE }).first();
    await reply.waitFor();
    assert.equal(await text(page, selectors.chat.userMessages), SENTENCE);
    // the offline engine answers about the family it just heard of
    assert.match(await reply.innerText(), /Claire/);
    assert.ok(await page.locator(selectors.chat.error).isHidden(), 'the page shows an error');
    await screenshot(page, 'chat-fr-FR');
  });

  test('logs out: back on the login page, and the API answers 401', async () => {
    assert.equal(await memoriesStatus(page), 200, 'the API before logging out');
    await page.click(selectors.nav.logout);
    await page.waitForSelector(selectors.keycloak.username);
    assert.ok(!page.url().startsWith(souvenirUrl), `still on Souvenir: ${page.url()}`);
    // Keycloak's page speaks the browser's language too
    const submit = await page.$eval(selectors.keycloak.submit, (button) => button.value || button.textContent);
    assert.equal(submit.trim(), 'Connexion');
    assert.equal(await memoriesStatus(page), 401);
    await screenshot(page, 'logged-out-fr-FR');
  });
});

// alice's language was kept in her settings at her first login (in French, above): the English
// phone is a newcomer's, whose first login keeps English
describe('a newcomer on a phone, in English (en-US)', () => {
  let browser;
  let page;

  before(async () => {
    const newcomer = await createUser({ prefix: 'newcomer' });
    ({ browser, page } = await launchBrowser('en-US'));
    await login(page, newcomer.username);
  });

  after(async () => browser?.close());

  test('sees the chat in English', async () => {
    assert.equal(await page.getAttribute('html', 'lang'), 'en');
    assert.equal(await text(page, selectors.chat.send), 'Send');
    assert.equal(await text(page, selectors.nav.logout), 'Log out');
    await screenshot(page, 'chat-en-US');
  });
});
