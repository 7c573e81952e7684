// The workspace admin finds members by name, counted and paged by the server; the operator sees
// each connector's health (SMTP, Telegram) and its recent failures by type, never their content.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, login, openTab, screenshot, createUser, tokenFor, apiAs, eventually } from './support.mjs';

const control = process.env.SOUVENIR_SMTP_CONTROL;
const smtp = async (what) => { if (control) await fetch(`${control}/smtp/${what}`, { method: 'POST' }); };

test('in French: 56 members, counted, 50 on the first page, the rest on demand, and a search', async () => {
  const workspace = `ws-many-${Date.now().toString(36)}`;
  const admin = await createUser({ prefix: 'admin', workspace, roles: ['workspace-admin'] });
  const members = [];
  for (let i = 0; i < 55; i++) members.push(await createUser({ prefix: i === 17 ? 'zelie' : 'membre', workspace }));
  // a member is known from their first call
  for (const member of members) assert.equal((await apiAs(await tokenFor(member.username), '/api/v1/me')).status, 200);

  const browser = await launchBrowser({ locale: 'fr-FR', timezoneId: 'Europe/Paris' });
  try {
    const { page } = browser;
    await login(page, admin.username);
    await openTab(page, 'workspace');
    await page.locator('#members li.member').first().waitFor();
    await eventually(async () => (await page.locator('#member-count').innerText()) === '56 membres, 50 affichés', { message: 'counted' });
    assert.equal(await page.locator('#members li.member').count(), 50);
    await page.locator('#more-members').click();
    await eventually(async () => (await page.locator('#members li.member').count()) === 56, { message: 'the last page' });
    assert.equal(await page.locator('#more-members').isHidden(), true);
    assert.equal(new Set(await page.locator('#members li.member').evaluateAll((rows) => rows.map((row) => row.dataset.userId))).size, 56,
      'no one twice across pages');

    await page.locator('#member-search').fill('ZELIE');
    await eventually(async () => (await page.locator('#member-count').innerText()) === '1 membre trouvé', { message: 'found' });
    assert.deepEqual(await page.locator('#members li.member').evaluateAll((rows) => rows.map((row) => row.dataset.userId)), [members[17].id]);
    await screenshot(page, 'workspace-search');
  } finally {
    await browser.close();
  }
});

test('in English, from New York: the operator sees SMTP down and its failures by type, never a recipient', async () => {
  const operator = await createUser({ prefix: 'operator', roles: ['operator'] });
  const user = await createUser({ prefix: 'mailer' });
  const token = await tokenFor(user.username);
  const browser = await launchBrowser({ locale: 'en-US', timezoneId: 'America/New_York' });
  try {
    await smtp('stop');
    assert.equal((await apiAs(token, '/api/v1/turns', { method: 'POST',
      body: { text: 'send an email to secret.recipient@acme.fr about the merger', channel: 'web' } })).status, 200);
    const action = await eventually(async () => (await apiAs(token, '/api/v1/actions?status=proposed')).body.actions[0],
      { message: 'the mail waits' });
    assert.equal((await apiAs(token, `/api/v1/actions/${action.id}/confirm`, { method: 'POST' })).status, 200);
    await eventually(async () => (await apiAs(token, '/api/v1/actions?status=failed')).body.actions.length === 1,
      { timeout: 40000, message: 'the mail failed' });

    const { page } = browser;
    await login(page, operator.username);
    await openTab(page, 'operator');
    const smtpRow = page.locator('#connectors li[data-connector="smtp"]');
    await smtpRow.waitFor();
    assert.equal(await smtpRow.getAttribute('data-status'), 'DOWN');
    assert.match(await smtpRow.innerText(), /server not answering: \d+ times?, last/);
    assert.match(await page.locator('#connectors li[data-connector="telegram"]').innerText(), /Telegram/);
    const whole = await page.locator('#operator').innerText();
    assert.doesNotMatch(whole, /secret\.recipient|merger|acme\.fr/);
    await screenshot(page, 'operator-connectors');

    await smtp('start');
    await page.locator('#operator button', { hasText: 'Refresh' }).click();
    await eventually(async () => (await smtpRow.getAttribute('data-status')) === 'UP', { message: 'SMTP answers again' });
  } finally {
    await smtp('start');
    await browser.close();
  }
});
