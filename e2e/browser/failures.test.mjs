// A mail that cannot leave, as a person sees it on the phone, in French and in English: the card
// shows one state at a time (waiting with its countdown, on its way, failed with the reason in
// words and a retry button, then sent), live; nowhere an exception, a host or a port, and nothing
// wider than the screen. A failure that happens while the page is closed is told on the next visit.
// (Badges are in capitals on the page: their texts are matched without regard to case.)
// The SMTP server is switched off and on through SOUVENIR_SMTP_CONTROL (BrowserIT); without it (the
// local stack, which has no SMTP server) mails fail on their own.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openTab, login, screenshot, createUser, tokenFor, apiAs, eventually, selectors, asNewUser } from './support.mjs';

const control = process.env.SOUVENIR_SMTP_CONTROL;
const smtp = async (what) => { if (control) await fetch(`${control}/smtp/${what}`, { method: 'POST' }); };
const TECHNICAL = /Exception|127\.0\.0\.1|:\d{4}\b|netty|SMTP|Internal Server Error/;

const CASES = [
  { locale: 'fr-FR', ask: 'envoie un mail à delphine@acme.fr pour relancer la facture Q2', waiting: /En attente de ta confirmation/i,
    countdown: /Expire dans \d+ min \d+ s|Expire dans \d+ s/, failed: /Échec/i,
    reason: /Le mail n’a pas pu partir : le serveur d’envoi ne répond pas\. Je n’essaie plus ; tu peux le relancer\./,
    retry: 'Réessayer', sent: /Envoyée/i, away: /Pendant ton absence/ },
  // a long address: one word wider than the phone, which must wrap on the chat and the activity page
  { locale: 'en-US', ask: 'send an email to jonathan.alexander.richardson-worthington-smythe-the-third@accounting-department.example-corporation.com about the Q2 invoice', waiting: /Waiting for your confirmation/i,
    countdown: /Expires in \d+ min \d+ s|Expires in \d+ s/, failed: /Failed/i,
    reason: /The email could not be sent: the mail server does not answer\. I won't try again; you can retry it\./,
    retry: 'Try again', sent: /Sent/i, away: /While you were away/ },
];

async function fitsThePhone(page) {
  const width = await page.evaluate(() => document.documentElement.scrollWidth);
  assert.ok(width <= 390, `the page is ${width}px wide on a 390px screen`);
  const bar = await page.locator('#tabs').boundingBox();
  assert.ok(bar && bar.x >= 0 && bar.x + bar.width <= 391, 'the tab bar stays on the screen');
}

for (const scenario of CASES) {
  test(`${scenario.locale}: a mail that fails says why in words, offers a retry, and is sent when retried`, async () => {
    await asNewUser({ prefix: `failure-${scenario.locale.slice(0, 2)}`, locale: scenario.locale }, async ({ page }) => {
      await smtp('stop');
      await page.locator(selectors.chat.text).fill(scenario.ask);
      await page.locator(selectors.chat.send).click();
      const card = page.locator('#conversation .card.action').last();
      await card.waitFor({ timeout: 20000 });
      await eventually(async () => scenario.waiting.test(await card.innerText()) && scenario.countdown.test(await card.innerText()),
        { message: 'the card waits, with its countdown' });
      assert.equal(await card.locator('.badge').count(), 1, 'one state shown');
      await card.locator('button.confirm').click();

      await eventually(async () => (await card.getAttribute('data-status')) === 'failed', { timeout: 40000, message: 'the mail failed' });
      await eventually(async () => scenario.reason.test(await card.innerText()), { message: 'the reason is given in words' });
      const text = await card.innerText();
      assert.match(text, scenario.failed);
      assert.doesNotMatch(text, /réessaie dans|try again in/i, 'no past try beside the failure');
      assert.doesNotMatch(text, scenario.waiting, 'no longer says it waits');
      assert.doesNotMatch(await page.locator('#conversation').innerText(), TECHNICAL);
      await fitsThePhone(page);
      await screenshot(page, `failed-mail-chat-${scenario.locale}`);

      await openTab(page, 'activity');
      const activityCard = page.locator(`#pending-actions .card.action[data-status="failed"]`);
      await activityCard.waitFor();
      assert.match(await activityCard.innerText(), scenario.reason);
      await eventually(async () => /\S/.test(await page.locator('#traces').innerText()), { message: 'the history is shown' });
      assert.doesNotMatch(await page.locator('#activity').innerText(), TECHNICAL);
      await fitsThePhone(page);
      await screenshot(page, `failed-mail-activity-${scenario.locale}`);

      await smtp('start');
      await openTab(page, 'chat');
      await card.locator('button.retry', { hasText: scenario.retry }).click();
      if (control) {
        await eventually(async () => (await card.getAttribute('data-status')) === 'executed', { timeout: 30000, message: 'sent once retried' });
        assert.match(await card.innerText(), scenario.sent);
        assert.equal(await card.locator('button').count(), 0, 'nothing left to decide');
      }
    }).finally(() => smtp('start'));
  });
}

test('a failure while the page was closed is told on the next visit, once', async () => {
  const user = await createUser({ prefix: 'failure-away' });
  const token = await tokenFor(user.username);
  await smtp('stop');
  try {
    await apiAs(token, '/api/v1/turns', { method: 'POST', body: { text: CASES[0].ask, channel: 'web' } });
    const action = await eventually(async () => (await apiAs(token, '/api/v1/actions?status=proposed')).body.actions[0],
      { message: 'the proposal waits' });
    assert.equal((await apiAs(token, `/api/v1/actions/${action.id}/confirm`, { method: 'POST' })).status, 200);
    await eventually(async () => (await apiAs(token, '/api/v1/actions?status=failed')).body.actions.length === 1,
      { timeout: 40000, message: 'it failed while no page was open' });
  } finally {
    await smtp('start');
  }
  const browser = await launchBrowser({ locale: 'fr-FR' });
  try {
    const { page } = browser;
    await login(page, user.username);
    const told = page.locator('#conversation .bubble.notice', { hasText: CASES[0].away });
    await told.waitFor();
    assert.match(await told.innerText(), CASES[0].reason);
    assert.equal(await told.locator('button.retry').count(), 1);
    await page.reload();
    await page.locator(selectors.chat.text).waitFor();
    await new Promise((resolve) => setTimeout(resolve, 1500));
    assert.equal(await page.locator('#conversation .bubble.notice', { hasText: CASES[0].away }).count(), 0, 'told once');
  } finally {
    await browser.close();
  }
});
