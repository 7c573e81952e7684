// The Constellation view on its own, in a phone-sized Chromium: the gateway's static resources
// served by a tiny local server with a fixture graph answer (no stack needed).
import { after, afterEach, before, beforeEach, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { readFileSync } from 'node:fs';
import { dirname, extname, join, normalize, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { launchBrowser, screenshot } from './support.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const resources = resolve(here, '../../gateway/src/main/resources/META-INF/resources');
const MALICIOUS = 'Mon code <img src=x onerror="window.pwned=1;alert(1)"><script>window.pwned=2</script>';

const id = (n) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`;
const FIXTURE = {
  nodes: [
    { id: id(1), kind: 'person', label: 'Claire' },
    { id: id(2), kind: 'person', label: 'Léa' },
    { id: id(3), kind: 'fact', label: 'Claire adore le chocolat' },
    { id: id(4), kind: 'fact', label: 'Léa a onze ans' },
    { id: id(5), kind: 'fact', label: MALICIOUS },
    { id: id(6), kind: 'event', label: 'Anniversaire de Claire le 3 mai' },
    { id: id(7), kind: 'memo', label: 'Idées de cadeaux pour Claire' },
    { id: id(8), kind: 'task', label: 'Réserver le restaurant' },
    { id: id(9), kind: 'reminder', label: 'Payer le loyer jeudi' },
    { id: id(10), kind: 'topic', label: 'Famille' },
    { id: id(11), kind: 'fact', label: 'Ma voiture est une Peugeot 208 bleue' },
    { id: id(12), kind: 'fact', label: 'Ma voiture est verte' },
    { id: id(13), kind: 'fact', label: 'Ma voiture est une 208 bleue depuis mars' },
  ],
  links: [
    { source: id(3), target: id(1), type: 'about_person' },
    { source: id(4), target: id(2), type: 'about_person' },
    { source: id(6), target: id(1), type: 'about_person' },
    { source: id(7), target: id(1), type: 'about_person' },
    { source: id(11), target: id(13), type: 'same_topic' },
    { source: id(13), target: id(11), type: 'supersedes' },
    { source: id(12), target: id(11), type: 'contradicts' },
    { source: id(8), target: id(6), type: 'part_of' },
    { source: id(1), target: id(10), type: 'part_of' },
    { source: id(2), target: id(10), type: 'part_of' },
  ],
};
const KINDS = ['fact', 'person', 'event', 'memo', 'task', 'reminder', 'topic'];
const TYPES = ['about_person', 'same_topic', 'supersedes', 'contradicts', 'part_of'];

/** The caller's whole graph in the current test (or a status with a problem), and the limits the view asked for. */
let answer;
let asked;
let server;
let origin;
let context;
let page;
let dialogs;
let browser;

// The page the shell would be: mounts the view with an api() like the shell's, a t() over the
// module's strings, and an openMemory() that records what was opened.
const HARNESS = `<!doctype html><html><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="/constellation.css">
<style>body { margin: 0; background: #02040d; font-family: system-ui, sans-serif; } main { padding: .5rem; }</style>
</head><body><main id="view"></main>
<script type="module">
  import { renderConstellation, strings } from '/constellation.js';
  const lang = new URLSearchParams(location.search).get('lang') || (navigator.language.startsWith('fr') ? 'fr' : 'en');
  document.documentElement.lang = lang;
  const t = (key) => strings[lang][key] ?? key;
  async function api(path) {
    const response = await fetch(path, { headers: { accept: 'application/json' } });
    const body = await response.json().catch(() => ({}));
    if (!response.ok) throw new Error(body.detail || body.title || 'HTTP ' + response.status);
    return body;
  }
  window.opened = [];
  window.frames = [];
  requestAnimationFrame(function frame(at) {
    window.frames.push(at);
    if (!document.querySelector('[data-settled]')) requestAnimationFrame(frame);
  });
  window.mount = () => { window.started = performance.now(); window.cleanup = renderConstellation(document.getElementById('view'), { api, t, openMemory: (id) => window.opened.push(id) }); };
  window.mount();
</script></body></html>`;

/** What memory-service answers: the first `limit` memories, the links between them, and whether there are more. */
function graphUpTo({ nodes, links }, limit) {
  const shown = new Set(nodes.slice(0, limit).map((node) => node.id));
  return {
    nodes: nodes.slice(0, limit),
    links: links.filter((link) => shown.has(link.source) && shown.has(link.target)),
    truncated: nodes.length > limit,
  };
}

const TYPES_BY_EXTENSION = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html' };

before(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/api/v1/memories/graph') {
      asked.push(url.searchParams.get('limit'));
      response.writeHead(answer.status ?? 200, { 'content-type': answer.status ? 'application/problem+json' : 'application/json' });
      response.end(JSON.stringify(answer.status ? answer.body : graphUpTo(answer.body, Number(url.searchParams.get('limit') ?? 2000))));
    } else if (url.pathname === '/harness.html') {
      response.writeHead(200, { 'content-type': 'text/html' });
      response.end(HARNESS);
    } else {
      const file = normalize(join(resources, url.pathname));
      if (!file.startsWith(resources)) return response.writeHead(403).end();
      try {
        const body = readFileSync(file);
        response.writeHead(200, { 'content-type': TYPES_BY_EXTENSION[extname(file)] ?? 'application/octet-stream' });
        response.end(body);
      } catch {
        response.writeHead(404).end();
      }
    }
  });
  await new Promise((ready) => server.listen(0, '127.0.0.1', ready));
  origin = `http://127.0.0.1:${server.address().port}`;
  ({ browser, context } = await launchBrowser('fr-FR'));
  // nothing leaves this machine: any request to another origin fails the test that made it
  await context.route((url) => !url.href.startsWith(origin), (route) => route.abort());
});

after(async () => {
  await browser?.close();
  server?.close();
});

beforeEach(async () => {
  answer = { body: FIXTURE };
  asked = [];
  page = await context.newPage();
  dialogs = [];
  page.on('dialog', (dialog) => { dialogs.push(dialog.message()); dialog.dismiss(); });
});

afterEach(async () => {
  await page?.close();
});

async function open(query = '') {
  await page.goto(`${origin}/harness.html${query}`);
}

async function settled() {
  await page.waitForSelector('svg.constellation-map[data-settled="true"]', { timeout: 30_000 });
}

/** Each point's core, as seen in the page: its tag, its corners and how it is painted. */
function cores(selector) {
  return page.$$eval(selector, (elements) => elements.map((core) => {
    const style = getComputedStyle(core);
    const corners = core.tagName === 'polygon' ? core.getAttribute('points').trim().split(/\s+/).map((p) => p.split(',').map(Number)) : [];
    return {
      kind: core.closest('[data-kind]').dataset.kind, tag: core.tagName, corners,
      fill: style.fill, stroke: style.stroke, radius: core.tagName === 'circle' ? Number(core.getAttribute('r')) : null,
    };
  }));
}

function expectShape(core) {
  const kinds = {
    fact: () => { assert.equal(core.tag, 'circle'); assert.notEqual(core.fill, 'none'); assert.equal(core.stroke, 'none'); },
    person: () => { assert.equal(core.tag, 'circle'); assert.equal(core.stroke, 'rgb(255, 255, 255)'); },
    event: () => { assert.equal(core.corners.length, 4); assert.notEqual(core.fill, 'none'); assertDiamond(core.corners); },
    memo: () => { assert.equal(core.corners.length, 6); assert.notEqual(core.fill, 'none'); },
    task: () => {
      assert.equal(core.corners.length, 3);
      const [apex, ...base] = core.corners;
      assert.ok(base.every(([, y]) => y > apex[1]), 'the apex of a task is on top');
      assert.equal(base[0][1], base[1][1], 'the base of a task is flat');
    },
    reminder: () => { assert.equal(core.corners.length, 4); assert.equal(core.fill, 'none'); assert.notEqual(core.stroke, 'none'); assertDiamond(core.corners); },
    topic: () => { assert.equal(core.corners.length, 10, 'a five-pointed star'); assert.notEqual(core.fill, 'none'); },
  };
  kinds[core.kind]();
}

function assertDiamond(corners) {
  const [top, right, bottom, left] = corners;
  assert.ok(top[1] < 0 && bottom[1] > 0 && right[0] > 0 && left[0] < 0 && Math.abs(top[0]) < 0.01 && Math.abs(right[1]) < 0.01);
}

test('every memory is one point whose core has its kind\'s shape, with the same halo and glow', async () => {
  await open();
  await settled();
  const points = await page.$$eval('svg.constellation-map .point', (elements) => elements.map((point) => ({
    id: point.dataset.id, kind: point.dataset.kind, halo: point.querySelector('.halo')?.getAttribute('fill'),
    glow: point.closest('[filter]')?.getAttribute('filter'),
  })));
  assert.deepEqual(points.map((point) => point.id).sort(), FIXTURE.nodes.map((node) => node.id).sort());
  for (const point of points) assert.equal(point.kind, FIXTURE.nodes.find((node) => node.id === point.id).kind);
  assert.equal(new Set(points.map((point) => point.halo)).size, 1, 'one halo for all');
  assert.match(points[0].halo, /^url\(#.+\)$/);
  assert.equal(new Set(points.map((point) => point.glow)).size, 1, 'one glow for all');
  assert.match(points[0].glow, /^url\(#.+\)$/);

  for (const kind of KINDS) {
    const drawn = await cores(`svg.constellation-map .point[data-kind="${kind}"] .core.core-${kind}`);
    assert.equal(drawn.length, FIXTURE.nodes.filter((node) => node.kind === kind).length, kind);
    drawn.forEach(expectShape);
  }
  const [reminder] = await cores('svg.constellation-map .core-reminder');
  const [event] = await cores('svg.constellation-map .core-event');
  assert.ok(Math.abs(reminder.corners[0][1]) < Math.abs(event.corners[0][1]), 'the reminder diamond is the small one');
});

test('every link is a thread of its type between its two points', async () => {
  await open();
  await settled();
  const threads = await page.$$eval('svg.constellation-map line.thread', (lines) => lines.map((line) => ({
    type: line.dataset.type, className: line.getAttribute('class'), dash: getComputedStyle(line).strokeDasharray,
    from: [Number(line.getAttribute('x1')), Number(line.getAttribute('y1'))],
    to: [Number(line.getAttribute('x2')), Number(line.getAttribute('y2'))],
  })));
  assert.equal(threads.length, FIXTURE.links.length);
  for (const type of TYPES) {
    assert.equal(threads.filter((thread) => thread.type === type && thread.className === `thread thread-${type}`).length,
      FIXTURE.links.filter((link) => link.type === type).length, type);
  }
  assert.ok(new Set(threads.map((thread) => `${thread.type}`)).size === TYPES.length);
  const positions = Object.fromEntries(await page.$$eval('svg.constellation-map .point', (elements) => elements.map((point) => {
    const [, x, y] = point.getAttribute('transform').match(/translate\(([-\d.]+),([-\d.]+)\)/);
    return [point.dataset.id, [Number(x), Number(y)]];
  })));
  const contradiction = FIXTURE.links.find((link) => link.type === 'contradicts');
  const drawn = threads.find((thread) => thread.type === 'contradicts');
  assert.deepEqual([drawn.from, drawn.to], [positions[contradiction.source], positions[contradiction.target]]);
  assert.notEqual(drawn.dash, 'none', 'a contradiction is dashed');
  assert.equal(threads.find((thread) => thread.type === 'about_person').dash, 'none');
});

test('the legend under the map names the seven kinds beside their shapes, in French', async () => {
  await open();
  await settled();
  const legend = await page.$$eval('ul.legend > li', (items) => items.map((item) => ({
    kind: item.dataset.kind, name: item.textContent.trim(), core: item.querySelector('.core').getAttribute('class'),
  })));
  assert.deepEqual(legend, [
    { kind: 'fact', name: 'fait', core: 'core core-fact' },
    { kind: 'person', name: 'personne', core: 'core core-person' },
    { kind: 'event', name: 'événement', core: 'core core-event' },
    { kind: 'memo', name: 'note', core: 'core core-memo' },
    { kind: 'task', name: 'tâche', core: 'core core-task' },
    { kind: 'reminder', name: 'rappel', core: 'core core-reminder' },
    { kind: 'topic', name: 'sujet', core: 'core core-topic' },
  ]);
  (await cores('ul.legend .core')).forEach(expectShape);
  const [map, list] = await Promise.all([page.locator('svg.constellation-map').boundingBox(), page.locator('ul.legend').boundingBox()]);
  assert.ok(list.y >= map.y + map.height, 'the legend is under the map');
  assert.ok(list.y + list.height <= 844, 'and on the first screen of a phone');
  assert.equal(await page.locator('.constellation-title').textContent(), 'Constellation');
  assert.equal(await page.locator('.constellation-status').textContent(), '13 souvenirs, 10 liens');
});

test('in English the legend and the count read in English', async () => {
  await open('?lang=en');
  await settled();
  assert.deepEqual(await page.$$eval('ul.legend > li', (items) => items.map((item) => item.textContent.trim())),
    ['fact', 'person', 'event', 'memo', 'task', 'reminder', 'topic']);
  assert.equal(await page.locator('.constellation-status').textContent(), '13 memories, 10 links');
});

test('tapping a point opens its memory; dragging the sky pans it and opens nothing', async () => {
  await open();
  await settled();
  const claire = page.locator(`.point[data-id="${id(1)}"] .halo`);
  await claire.tap();
  assert.deepEqual(await page.evaluate(() => window.opened), [id(1)]);

  const before = await claire.boundingBox();
  const task = await page.locator(`.point[data-id="${id(8)}"] .halo`).boundingBox();
  await page.mouse.move(task.x + task.width / 2, task.y + task.height / 2);
  await page.mouse.down();
  await page.mouse.move(task.x + task.width / 2 + 60, task.y + task.height / 2 + 40, { steps: 6 });
  await page.mouse.up();
  const moved = await claire.boundingBox();
  assert.ok(Math.abs(moved.x - before.x - 60) < 1 && Math.abs(moved.y - before.y - 40) < 1, 'the whole sky followed the drag');
  assert.deepEqual(await page.evaluate(() => window.opened), [id(1)], 'a drag is not a tap');

  await page.locator(`.point[data-id="${id(9)}"]`).focus();
  await page.keyboard.press('Enter');
  assert.deepEqual(await page.evaluate(() => window.opened), [id(1), id(9)]);
});

test('the zoom buttons spread the points apart and bring them back, and labels appear when there is room', async () => {
  await open();
  await settled();
  const spread = async () => {
    const [a, b] = await Promise.all([id(1), id(12)].map((n) => page.locator(`.point[data-id="${n}"] .halo`).boundingBox()));
    return Math.hypot(a.x - b.x, a.y - b.y);
  };
  const whole = await spread();
  assert.ok(await page.locator(`.point[data-id="${id(3)}"] .label`).isVisible(), 'few memories: every label shows');
  await page.locator('.constellation-zoom-in').tap();
  const closer = await spread();
  assert.ok(Math.abs(closer / whole - 1.5) < 0.02, `zoomed in by 1.5: ${whole} -> ${closer}`);
  await page.locator('.constellation-zoom-out').tap();
  await page.locator('.constellation-zoom-out').tap();
  assert.ok(await spread() < whole);
  await page.locator('.constellation-fit').tap();
  assert.ok(Math.abs(await spread() - whole) < 0.5, 'show all frames the whole sky again');
});

test('pinching with two fingers zooms the sky and opens nothing', async () => {
  await open();
  await settled();
  const centre = async (n) => {
    const box = await page.locator(`.point[data-id="${n}"] .halo`).boundingBox();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const distance = async () => {
    const [a, b] = [await centre(id(1)), await centre(id(12))];
    return Math.hypot(a.x - b.x, a.y - b.y);
  };
  const before = await distance();
  const map = await page.locator('svg.constellation-map').boundingBox();
  const middle = { x: map.x + map.width / 2, y: map.y + map.height / 2 };
  const touch = await context.newCDPSession(page);
  const fingers = (gap) => [{ x: middle.x - gap, y: middle.y, id: 0 }, { x: middle.x + gap, y: middle.y, id: 1 }];
  await touch.send('Input.dispatchTouchEvent', { type: 'touchStart', touchPoints: fingers(40) });
  for (const gap of [50, 60, 70, 80]) await touch.send('Input.dispatchTouchEvent', { type: 'touchMove', touchPoints: fingers(gap) });
  await touch.send('Input.dispatchTouchEvent', { type: 'touchEnd', touchPoints: [] });
  const after = await distance();
  assert.ok(Math.abs(after / before - 2) < 0.05, `fingers twice as far apart, points twice as far apart: ${before} -> ${after}`);
  assert.deepEqual(await page.evaluate(() => window.opened), []);
});

test('memory text is shown as text, never run', async () => {
  await open();
  await settled();
  const point = page.locator(`.point[data-id="${id(5)}"]`);
  assert.equal(await point.locator('title').textContent(), MALICIOUS);
  assert.match(await point.locator('.label').textContent(), /^Mon code <img src=x/);
  assert.equal(await page.locator('img').count(), 0);
  assert.equal(await page.locator('#view script').count(), 0);
  await point.locator('.halo').tap();
  await page.waitForTimeout(300);
  assert.equal(await page.evaluate(() => window.pwned), undefined);
  assert.deepEqual(dialogs, []);
  assert.deepEqual(await page.evaluate(() => window.opened), [id(5)]);
});

test('the same memories always make the same sky', async () => {
  await open();
  await settled();
  const layout = () => page.$$eval('.point', (points) => points.map((point) => point.getAttribute('transform')));
  const first = await layout();
  await page.evaluate(() => { window.cleanup(); window.mount(); });
  await settled();
  assert.deepEqual(await layout(), first);
});

test('the sky is screenshotted at phone size', async () => {
  await open();
  await settled();
  await screenshot(page, 'constellation', { fullPage: true });
});

test('a large memory shows its 500 most recently mentioned memories, says so, and settles', async () => {
  const kinds = ['fact', 'fact', 'fact', 'person', 'event', 'memo', 'task', 'reminder', 'topic'];
  const nodes = Array.from({ length: 2000 }, (_, n) => ({ id: id(1000 + n), kind: kinds[n % kinds.length], label: `Souvenir ${n}` }));
  const links = nodes.slice(1).map((node, n) => ({ source: node.id, target: nodes[Math.floor(n / 4)].id, type: TYPES[n % TYPES.length] }));
  answer = { body: { nodes, links } };
  const cpu = await context.newCDPSession(page);
  await cpu.send('Emulation.setCPUThrottlingRate', { rate: 4 }); // about a mid-range phone
  await open();
  await settled();
  await cpu.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  const { ms, gaps } = await page.evaluate(() => ({
    ms: performance.now() - window.started,
    gaps: window.frames.slice(1).map((at, i) => at - window.frames[i]).sort((a, b) => a - b),
  }));
  console.log(`500 points on a 4x slower CPU: settled in ${Math.round(ms)} ms over ${gaps.length} frames, `
    + `frame gap median ${Math.round(gaps[gaps.length >> 1])} ms, p95 ${Math.round(gaps[Math.floor(gaps.length * 0.95)])} ms`);
  assert.deepEqual(asked, ['500'], 'a phone is sent no more memories than it draws');
  assert.equal(await page.locator('svg.constellation-map .point').count(), 500);
  assert.equal(await page.locator(`.point[data-id="${id(1000)}"]`).count(), 1, 'the most recent is shown');
  assert.equal(await page.locator(`.point[data-id="${id(1500)}"]`).count(), 0, 'the 501st is not');
  const shown = links.filter((link) => nodes.findIndex((node) => node.id === link.source) < 500
    && nodes.findIndex((node) => node.id === link.target) < 500).length;
  assert.equal(await page.locator('svg.constellation-map line.thread').count(), shown);
  assert.match(await page.locator('.constellation-status').textContent(), /^Les 500 souvenirs évoqués le plus récemment/);
  const named = () => page.$$eval('svg.constellation-map .label', (labels) => labels.filter((label) => label.checkVisibility()).length);
  assert.equal(await named(), 0, 'no wall of names over 500 stars');
  await screenshot(page, 'constellation-500');
  let taps = 0;
  while (await named() === 0 && taps < 8) {
    await page.locator('.constellation-zoom-in').tap();
    taps++;
  }
  const zoomed = await named();
  assert.ok(zoomed > 0 && zoomed < 500, `zoomed in, the points have room for their names (${zoomed} named after ${taps} taps)`);
  console.log(`names appear after ${taps} taps on zoom in`);
  await screenshot(page, 'constellation-500-zoomed');
});

test('with no memory yet the view says so instead of an empty sky', async () => {
  answer = { body: { nodes: [], links: [] } };
  await open();
  await page.waitForFunction(() => document.querySelector('.constellation-status').textContent.startsWith('Aucun souvenir'));
  assert.ok(!(await page.locator('svg.constellation-map').isVisible()));
  assert.equal(await page.locator('ul.legend > li').count(), 7);
});

test('when the graph cannot be read the view says why', async () => {
  answer = { status: 503, body: { title: 'Service Unavailable', status: 503, detail: 'memory-service is not answering' } };
  await open();
  await page.waitForFunction(() => document.querySelector('.constellation-status').textContent !== 'Les étoiles s\u2019allument\u2026');
  assert.equal(await page.locator('.constellation-status').textContent(),
    'Impossible d\u2019afficher la constellation : memory-service is not answering');
  assert.equal(await page.locator('svg.constellation-map .point').count(), 0);
});

test('cleanup takes the view away and stops it', async () => {
  const kinds = ['fact', 'person'];
  answer = { body: { nodes: Array.from({ length: 400 }, (_, n) => ({ id: id(5000 + n), kind: kinds[n % 2], label: `n${n}` })), links: [] } };
  await open();
  await page.waitForSelector('svg.constellation-map .point');
  const errors = [];
  page.on('pageerror', (error) => errors.push(error));
  await page.evaluate(() => window.cleanup());
  assert.equal(await page.locator('#view').innerHTML(), '');
  await page.waitForTimeout(200);
  assert.deepEqual(errors, []);
});
