// The activity page: the trace of a turn said in the chat, with its channel and local time, and
// email proposals confirmed or cancelled from their buttons.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openTab, login, screenshot, createUser, tokenFor, apiAs, eventually } from './support.mjs';

const TIME_ZONE = 'America/New_York';
let browser;
let page;
let token;

async function proposals() {
  return (await apiAs(token, '/api/v1/actions?status=proposed')).body.actions;
}

before(async () => {
  const user = await createUser({ prefix: 'activity' });
  token = await tokenFor(user.username);
  browser = await launchBrowser({ locale: 'en-US', timezoneId: TIME_ZONE });
  page = browser.page;
  await login(page, user.username);
});

after(async () => browser?.close());

test('the trace of a turn shows its channel and local time, newest first', async () => {
  await page.locator('#say-text').fill('remind me tomorrow at 6pm to call the plumber');
  await page.locator('#say button[type=submit]').click();
  await page.locator('#conversation .bubble.assistant').first().waitFor({ timeout: 20000 });
  const traces = await eventually(async () => {
    const body = (await apiAs(token, '/api/v1/activity?days=1')).body;
    return body.traces.length > 0 && body.traces[0].events.some((e) => e.type === 'reply.sent') ? body.traces : null;
  }, { message: 'the trace is recorded' });

  await openTab(page, 'activity');
  const first = page.locator('#traces li.trace').first();
  await first.waitFor();
  assert.equal(await first.getAttribute('data-trace-id'), traces[0].traceId);
  const local = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone: TIME_ZONE })
    .format(new Date(traces[0].startedAt));
  assert.equal((await first.locator('.started').innerText()).trim(), local);
  assert.equal((await first.locator('.channel').innerText()).trim(), 'on the web');
  assert.match(await first.locator('.events').innerText(), /Message received/);
  // Zipkin is an operator's tool: no link to it for a user (activity-words.test.mjs: the operator's)
  assert.equal(await first.locator('.trace-link').count(), 0);
  await screenshot(page, 'activity');
});

test('a proposed email waits with confirm and cancel buttons, and each works', async () => {
  for (const text of ['send an email to delphine@acme.fr about the Q2 invoice', 'send an email to paul@acme.fr about the lunch']) {
    await apiAs(token, '/api/v1/turns', { method: 'POST', body: { text, channel: 'web' } });
  }
  const waiting = await eventually(async () => { const list = await proposals(); return list.length === 2 ? list : null; },
    { message: 'two proposals wait' });
  await openTab(page, 'chat');
  await openTab(page, 'activity');
  const cards = page.locator('#pending-actions .card.action');
  await eventually(async () => (await cards.count()) === 2, { message: 'both are shown' });
  await screenshot(page, 'activity-pending');

  const [toConfirm, toAbort] = waiting;
  await page.locator(`#pending-actions [data-action-id="${toConfirm.id}"] button.confirm`).click();
  await page.locator(`#pending-actions [data-action-id="${toConfirm.id}"] .notice`, { hasText: 'Confirmed' }).waitFor();
  await page.locator(`#pending-actions [data-action-id="${toAbort.id}"] button.abort`).click();
  await page.locator(`#pending-actions [data-action-id="${toAbort.id}"] .notice`, { hasText: 'Cancelled' }).waitFor();

  const statuses = Object.fromEntries((await apiAs(token, '/api/v1/actions')).body.actions.map((a) => [a.id, a.status]));
  assert.ok(['confirmed', 'executed', 'failed'].includes(statuses[toConfirm.id]), statuses[toConfirm.id]);
  assert.equal(statuses[toAbort.id], 'aborted');
});

test('an action decided elsewhere shows its new state at once, with nothing left to decide', async () => {
  await apiAs(token, '/api/v1/turns', { method: 'POST', body: { text: 'send an email to marc@acme.fr about the contract', channel: 'web' } });
  const action = await eventually(async () => (await proposals()).find((a) => JSON.stringify(a.arguments).includes('marc@acme.fr')),
    { message: 'the proposal waits' });
  await openTab(page, 'chat');
  await openTab(page, 'activity');
  const card = page.locator(`#pending-actions [data-action-id="${action.id}"]`);
  await card.waitFor();
  assert.match(await card.innerText(), /Waiting for your confirmation/i);
  assert.match(await card.innerText(), /Expires in \d+ min \d+ s/);
  // cancelled elsewhere (another tab, Telegram) while the page shows it: the card follows, live
  assert.equal((await apiAs(token, `/api/v1/actions/${action.id}/abort`, { method: 'POST' })).status, 200);
  await eventually(async () => (await card.getAttribute('data-status')) === 'aborted', { message: 'the card says it was cancelled' });
  assert.match(await card.innerText(), /Cancelled/i);
  assert.doesNotMatch(await card.innerText(), /Waiting for your confirmation|Expires in/i, 'one state only');
  assert.equal(await card.locator('button').count(), 0, 'nothing left to decide');
  assert.equal(Object.fromEntries((await apiAs(token, '/api/v1/actions')).body.actions.map((a) => [a.id, a.status]))[action.id], 'aborted');
});
