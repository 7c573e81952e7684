// The small things, on a phone: labels in people's words, a passing "semaine dernière" kept as a
// week (no precise day, no hour), dark mode, badge contrast checked by axe-core (WCAG AA, light and
// dark), filters that hint they scroll, a tap outside a sheet closes it, the wipe says what it
// erased in people's terms, and pause presets ("1 h", "until tomorrow") in the user's own zone.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { launchBrowser, login, openTab, screenshot, createUser, tokenFor, apiAs, eventually } from './support.mjs';

const axePath = createRequire(import.meta.url).resolve('axe-core/axe.min.js');
const SAID = {
  fr: ["ma femme s'appelle Claire", 'rappelle-moi jeudi de payer le loyer', 'la semaine dernière on est allés au cinéma avec Claire',
    'je dois réserver le restaurant pour samedi', 'rappelle-toi que le code du portail est 4820'],
  en: ['my wife is called Claire', 'remind me on Thursday to pay the rent', 'last week we went to the cinema with Claire',
    'I need to book the restaurant for Saturday', 'remember that the gate code is 4820'],
};

async function withMemories({ prefix, locale, timezoneId, language }, run) {
  const user = await createUser({ prefix });
  const token = await tokenFor(user.username);
  for (const text of SAID[language]) {
    assert.ok([200, 202].includes((await apiAs(token, '/api/v1/turns', { method: 'POST', body: { text, channel: 'web' } })).status));
  }
  await eventually(async () => new Set((await apiAs(token, '/api/v1/memories?limit=100')).body.items.map((m) => m.kind)).size >= 4,
    { message: 'memories of four kinds kept' });
  const browser = await launchBrowser({ locale, timezoneId });
  try {
    await login(browser.page, user.username);
    await openTab(browser.page, 'memories');
    await browser.page.locator('#memory-list li.memory').nth(3).waitFor();
    return await run({ page: browser.page, token });
  } finally {
    await browser.close();
  }
}

async function contrastViolations(page) {
  if (!(await page.evaluate(() => Boolean(window.axe)))) await page.addScriptTag({ path: axePath });
  const result = await page.evaluate(() => window.axe.run(document, { runOnly: ['color-contrast'] }));
  return result.violations.flatMap((violation) => violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary}`));
}

test('in French: people\'s words, a week kept as a week, AA contrast light and dark, filters and sheets on a phone', async () => {
  await withMemories({ prefix: 'petits', locale: 'fr-FR', timezoneId: 'Europe/Paris', language: 'fr' }, async ({ page, token }) => {
    const list = page.locator('#memory-list');
    assert.match(await list.innerText(), /retenu sans te le dire/);
    assert.doesNotMatch(await list.innerText(), /silencieux/);

    const cinema = list.locator('li.memory', { hasText: 'cinéma' });
    assert.match(await cinema.innerText(), /semaine du \d+ \S+ \d{4}/);
    assert.doesNotMatch(await cinema.innerText(), /\d{1,2}:\d{2}/, 'no hour nobody said');

    assert.deepEqual(await contrastViolations(page), [], 'light: every text at least AA');
    await page.emulateMedia({ colorScheme: 'dark' });
    const ground = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    assert.match(ground, /rgb\((\d|1\d),/, `a dark page (${ground})`);
    assert.deepEqual(await contrastViolations(page), [], 'dark: every text at least AA');
    await screenshot(page, 'memories-dark');
    await page.emulateMedia({ colorScheme: 'light' });

    // the kind filters run past the phone's edge: a fade says so, and goes once at the end
    const chips = page.locator('#kind-filter');
    assert.equal(await chips.getAttribute('data-scroll'), 'more');
    await chips.evaluate((node) => { node.scrollLeft = node.scrollWidth; });
    await eventually(async () => !(await chips.getAttribute('data-scroll')).includes('more'), { message: 'no more to the right' });

    // a tap outside a sheet closes it
    await cinema.locator('button').click();
    await page.locator('#memory-sheet #memory-text').waitFor();
    await page.mouse.click(195, 30);
    await page.locator('#memory-sheet').waitFor({ state: 'detached' });

    // the wipe says what it erased as a person counts it
    await openTab(page, 'settings');
    await page.locator('#wipe').click();
    await page.locator('dialog.confirm').getByRole('button', { name: 'Effacer pour de bon' }).click();
    const wiped = page.locator('#wiped', { hasText: 'Effacé' });
    await wiped.waitFor({ timeout: 20000 });
    const said = await wiped.innerText();
    assert.match(said, /^Effacé pour de bon : \d+ souvenirs, 10 messages, 5 conversations, ta fiche d’identité et ton activité\. Ta mémoire est vide\.$/);
    assert.doesNotMatch(said, /éléments/);
    assert.equal((await apiAs(token, '/api/v1/memories')).body.items.length, 0);
  });
});

test('in English, from New York: the same words in English, and the pause presets', async () => {
  await withMemories({ prefix: 'small', locale: 'en-US', timezoneId: 'America/New_York', language: 'en' }, async ({ page, token }) => {
    assert.match(await page.locator('#memory-list').innerText(), /kept quietly, not shown/);
    assert.match(await page.locator('#memory-list li.memory', { hasText: 'cinema' }).innerText(), /week of \S+ \d+, \d{4}/);
    assert.deepEqual(await contrastViolations(page), []);

    await openTab(page, 'settings');
    await page.locator('#pause-hour').click();
    await eventually(async () => (await page.locator('#memory-state').getAttribute('data-state')) === 'paused', { message: 'paused' });
    const hour = new Date((await apiAs(token, '/api/v1/settings')).body.pausedUntil).getTime() - Date.now();
    assert.ok(hour > 55 * 60000 && hour <= 60 * 60000, `paused for an hour (${hour} ms)`);

    await page.locator('#pause-tomorrow').click();
    await eventually(async () => {
      const until = (await apiAs(token, '/api/v1/settings')).body.pausedUntil;
      const local = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York', year: 'numeric', month: '2-digit', day: '2-digit',
        hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(until));
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date());
      const tomorrow = new Date(`${today}T12:00:00Z`);
      tomorrow.setUTCDate(tomorrow.getUTCDate() + 1);
      return local === `${tomorrow.toISOString().slice(0, 10)}, 08:00`;
    }, { message: 'paused until tomorrow 8:00, New York time' });
    assert.match(await page.locator('#memory-state').innerText(), /paused until .*8:00\s?AM/);
    await screenshot(page, 'settings-presets');
    await page.locator('#resume').click();
  });
});
