// The workspace admin's page: the members of their own workspace, removing one after a
// confirmation (who is then refused) and restoring them; never anyone's memories.
import { test, before, after } from 'node:test';
import assert from 'node:assert/strict';
import { launchBrowser, openTab, login, screenshot, createUser, tokenFor, apiAs, eventually } from './support.mjs';

let browser;
let page;
let admin;
let member;
let memberToken;

before(async () => {
  const workspace = `ws-${Date.now().toString(36)}`;
  admin = await createUser({ prefix: 'admin', workspace, roles: ['workspace-admin'] });
  member = await createUser({ prefix: 'member', workspace });
  memberToken = await tokenFor(member.username);
  // a member is known from their first call
  assert.equal((await apiAs(memberToken, '/api/v1/me')).status, 200);
  await apiAs(memberToken, '/api/v1/turns', { method: 'POST', body: { text: 'rappelle-moi jeudi de payer le loyer', channel: 'web' } });
  browser = await launchBrowser({ locale: 'fr-FR' });
  page = browser.page;
  await login(page, admin.username);
});

after(async () => browser?.close());

const row = () => page.locator(`#members li[data-user-id="${member.id}"]`);

test('the admin sees the members of the workspace and none of their memories', async () => {
  await openTab(page, 'workspace');
  await row().waitFor();
  assert.match(await row().innerText(), new RegExp(member.username));
  assert.equal(await row().getAttribute('data-status'), 'active');
  assert.doesNotMatch(await page.locator('#workspace').innerText(), /loyer/);
  await screenshot(page, 'workspace');
});

test('removing a member asks first, then refuses them; restoring lets them back', async () => {
  await row().getByRole('button', { name: 'Retirer' }).click();
  const confirm = page.locator('dialog.confirm');
  await confirm.waitFor();
  assert.match(await confirm.innerText(), new RegExp(member.username));
  await confirm.getByRole('button', { name: 'Annuler' }).click();
  assert.equal((await apiAs(memberToken, '/api/v1/me')).status, 200, 'cancelled: still in');

  await row().getByRole('button', { name: 'Retirer' }).click();
  await page.locator('dialog.confirm').getByRole('button', { name: 'Retirer' }).click();
  await eventually(async () => (await row().getAttribute('data-status')) === 'removed', { message: 'shown as removed' });
  assert.equal((await apiAs(memberToken, '/api/v1/memories')).status, 403);

  await row().getByRole('button', { name: 'Rétablir' }).click();
  await page.locator('dialog.confirm').getByRole('button', { name: 'Rétablir' }).click();
  await eventually(async () => (await row().getAttribute('data-status')) === 'active', { message: 'shown as active' });
  assert.equal((await apiAs(memberToken, '/api/v1/memories')).status, 200);
});

test('the admin cannot remove themself', async () => {
  const self = page.locator('#members li').filter({ hasText: admin.username });
  await self.waitFor();
  assert.equal(await self.getByRole('button').count(), 0);
});
