// The Constellation: every memory a point, every link a thread, laid out by a small force
// simulation. Each point has the same halo and glow; the shape of its core says its kind.
//
// Contract with the shell:
//   renderConstellation(container, { api, t, openMemory }) renders into `container` and returns
//   a cleanup function (stops the simulation, removes listeners).
//   - api(path): async, resolves to the parsed JSON, rejects with an Error whose message is readable;
//   - t(key): the text for a key of `strings` below in the user's language (the shell's i18n.js
//     registers `strings` first: register(strings)); keys are flat, all prefixed `constellation.`;
//   - openMemory(id): opens one memory (called when a point is tapped, or Enter on a focused point).
//
// Memory text is data: it reaches the page through textContent and attributes only, never markup.

export const strings = {
  fr: {
    'constellation.title': 'Constellation',
    'constellation.loading': 'Les étoiles s\u2019allument\u2026',
    'constellation.empty': 'Aucun souvenir pour l\u2019instant. Parle-moi de toi : chaque souvenir deviendra une étoile.',
    'constellation.failed': 'Impossible d\u2019afficher la constellation : ',
    'constellation.count': '{n} souvenirs, {links} liens',
    'constellation.capped': 'Les {n} souvenirs évoqués le plus récemment, {links} liens',
    'constellation.map': 'Carte de tes souvenirs : touche une étoile pour l\u2019ouvrir',
    'constellation.zoomIn': 'Zoomer',
    'constellation.zoomOut': 'Dézoomer',
    'constellation.fit': 'Tout voir',
    'constellation.legend': 'Légende',
    'constellation.kind.fact': 'fait',
    'constellation.kind.person': 'personne',
    'constellation.kind.event': 'événement',
    'constellation.kind.memo': 'note',
    'constellation.kind.task': 'tâche',
    'constellation.kind.reminder': 'rappel',
    'constellation.kind.topic': 'sujet',
    'constellation.link.about_person': 'à propos de',
    'constellation.link.same_topic': 'même sujet',
    'constellation.link.supersedes': 'remplace',
    'constellation.link.contradicts': 'contredit',
    'constellation.link.part_of': 'fait partie de',
    'constellation.link.relation': 'ton lien avec la personne',
    'constellation.link.family': 'de la même famille',
    'constellation.you': 'Toi',
    'constellation.kind.self': 'toi, au centre',
  },
  en: {
    'constellation.title': 'Constellation',
    'constellation.loading': 'Lighting up the stars\u2026',
    'constellation.empty': 'No memories yet. Tell me about yourself: each memory will become a star.',
    'constellation.failed': 'Could not show the constellation: ',
    'constellation.count': '{n} memories, {links} links',
    'constellation.capped': 'The {n} most recently mentioned memories, {links} links',
    'constellation.map': 'Map of your memories: tap a star to open it',
    'constellation.zoomIn': 'Zoom in',
    'constellation.zoomOut': 'Zoom out',
    'constellation.fit': 'Show all',
    'constellation.legend': 'Legend',
    'constellation.kind.fact': 'fact',
    'constellation.kind.person': 'person',
    'constellation.kind.event': 'event',
    'constellation.kind.memo': 'memo',
    'constellation.kind.task': 'task',
    'constellation.kind.reminder': 'reminder',
    'constellation.kind.topic': 'topic',
    'constellation.link.about_person': 'about',
    'constellation.link.same_topic': 'same topic',
    'constellation.link.supersedes': 'replaces',
    'constellation.link.contradicts': 'contradicts',
    'constellation.link.part_of': 'part of',
    'constellation.link.relation': 'how they are related to you',
    'constellation.link.family': 'same family',
    'constellation.you': 'You',
    'constellation.kind.self': 'you, at the centre',
  },
};

export const KINDS = ['fact', 'person', 'event', 'memo', 'task', 'reminder', 'topic'];
export const LINK_TYPES = ['about_person', 'same_topic', 'supersedes', 'contradicts', 'part_of', 'relation', 'family'];
/** The user, at the centre: not a memory (it opens nothing), held still while the sky settles around it. */
const SELF = 'self';

/** A phone lays out this many points smoothly: the most recently mentioned memories. */
export const MAX_POINTS = 500;

const SVG = 'http://www.w3.org/2000/svg';
const LABEL_CHARS = 28;
const TAP_SLOP = 8; // px a finger may move and still tap
const ZOOM_STEP = 1.5;
const MIN_ZOOM = 0.05;
const MAX_ZOOM = 40;
const FRAME_BUDGET_MS = 10;
const SIDE_MARGIN = 40;
const TOP_MARGIN = 28;
const ROOM_FOR_EVERY_LABEL = 44; // px from a point to its nearest neighbour, typically
const ROOM_FOR_HUB_LABELS = 26;
let instances = 0;

/** The core of a point: its shape says its kind. Sizes are in CSS pixels (points keep their size when zooming). */
function core(kind) {
  const shape = kind === SELF ? svg('circle', { r: 8.5 }) : kind === 'fact' || kind === 'person' ? svg('circle', { r: kind === 'person' ? 5.5 : 5 })
    : svg('polygon', { points: polygon(kind) });
  shape.setAttribute('class', `core core-${kind}`);
  return shape;
}

function polygon(kind) {
  switch (kind) {
    case 'event': return corners(4, 7.5);
    case 'reminder': return corners(4, 5);
    case 'memo': return corners(6, 6.5);
    case 'task': return corners(3, 7.5);
    case 'topic': return star(5, 8, 3.4);
    default: throw new Error(`no polygon for ${kind}`);
  }
}

/** A regular polygon with its first corner straight up. */
function corners(count, radius) {
  return Array.from({ length: count }, (_, i) => at(radius, (2 * Math.PI * i) / count)).join(' ');
}

function star(tips, outer, inner) {
  return Array.from({ length: tips * 2 }, (_, i) => at(i % 2 ? inner : outer, (Math.PI * i) / tips)).join(' ');
}

function at(radius, angle) {
  return `${round(radius * Math.sin(angle))},${round(-radius * Math.cos(angle))}`;
}

const round = (value) => Math.round(value * 100) / 100;

function svg(name, attributes = {}) {
  const element = document.createElementNS(SVG, name);
  for (const [key, value] of Object.entries(attributes)) element.setAttribute(key, value);
  return element;
}

function html(name, className, text) {
  const element = document.createElement(name);
  if (className) element.className = className;
  if (text !== undefined) element.textContent = text;
  return element;
}

function button(text, label, name) {
  const element = html('button', `constellation-${name}`, text);
  element.type = 'button';
  element.title = label;
  element.setAttribute('aria-label', label);
  return element;
}

function format(text, values) {
  return text.replace(/\{(\w+)\}/g, (_, key) => values[key]);
}

function shorten(text) {
  const single = String(text ?? '').replace(/\s+/g, ' ').trim();
  return single.length > LABEL_CHARS ? `${single.slice(0, LABEL_CHARS - 1)}\u2026` : single;
}

/**
 * The points and threads to draw: at most MAX_POINTS points, known kinds (anything else drawn as a
 * fact), threads only between drawn points and of known types.
 */
function sky(graph, you = 'You') {
  const nodes = (graph.nodes ?? []).slice(0, MAX_POINTS).map((node) => ({
    id: String(node.id),
    kind: KINDS.includes(node.kind) || node.kind === SELF ? node.kind : 'fact',
    label: node.kind === SELF ? you : String(node.label ?? ''),
    relation: node.relation ? String(node.relation) : '',
  }));
  const byId = new Map(nodes.map((node) => [node.id, node]));
  const links = (graph.links ?? [])
    .filter((link) => LINK_TYPES.includes(link.type) && byId.has(String(link.source)) && byId.has(String(link.target))
      && String(link.source) !== String(link.target))
    .map((link) => ({ source: byId.get(String(link.source)), target: byId.get(String(link.target)), type: link.type }));
  return { nodes, links, capped: Boolean(graph.truncated) || (graph.nodes ?? []).length > MAX_POINTS,
    memories: nodes.filter((node) => node.kind !== SELF).length };
}

/**
 * A force-directed layout in the manner of d3-force: repulsion between every pair of points, link
 * springs, a gentle pull to the centre, and cooling so that it stops after a bounded number of
 * ticks. Points start on a sunflower spiral, so the same graph always settles the same way.
 * The pull to the centre is stronger across the narrower side, so the sky fills a tall phone screen.
 */
export function forceLayout(nodes, links, { ticks = 300, aspect = 1 } = {}) {
  const repulsion = -36;
  const linkDistance = 34;
  const gravityX = 0.07 / Math.sqrt(aspect);
  const gravityY = 0.07 * Math.sqrt(aspect);
  const velocityDecay = 0.4;
  const alphaMin = 0.001;
  const alphaDecay = 1 - Math.pow(alphaMin, 1 / ticks);
  const degree = new Map(nodes.map((node) => [node, 0]));
  for (const link of links) {
    degree.set(link.source, degree.get(link.source) + 1);
    degree.set(link.target, degree.get(link.target) + 1);
  }
  const golden = Math.PI * (3 - Math.sqrt(5));
  nodes.forEach((node, i) => {
    const radius = node.kind === SELF ? 0 : 10 * Math.sqrt(0.5 + i);
    node.x = radius * Math.cos(i * golden);
    node.y = radius * Math.sin(i * golden);
    node.vx = 0;
    node.vy = 0;
  });
  let alpha = 1;
  let done = 0;

  function tick() {
    for (let i = 0; i < nodes.length; i++) {
      const a = nodes[i];
      for (let j = i + 1; j < nodes.length; j++) {
        const b = nodes[j];
        const dx = b.x - a.x;
        const dy = b.y - a.y;
        let distance2 = dx * dx + dy * dy;
        if (distance2 < 1) distance2 = Math.sqrt(distance2) || 1e-3;
        const push = (repulsion * alpha) / distance2;
        a.vx += dx * push; a.vy += dy * push;
        b.vx -= dx * push; b.vy -= dy * push;
      }
    }
    for (const link of links) {
      const { source, target } = link;
      const ds = degree.get(source);
      const dt = degree.get(target);
      const dx = target.x + target.vx - source.x - source.vx || 1e-3;
      const dy = target.y + target.vy - source.y - source.vy || 1e-3;
      const length = Math.sqrt(dx * dx + dy * dy);
      const pull = ((length - linkDistance) / length) * alpha / Math.min(ds, dt);
      const bias = ds / (ds + dt);
      target.vx -= dx * pull * bias; target.vy -= dy * pull * bias;
      source.vx += dx * pull * (1 - bias); source.vy += dy * pull * (1 - bias);
    }
    for (const node of nodes) {
      node.vx -= node.x * gravityX * alpha;
      node.vy -= node.y * gravityY * alpha;
      node.vx *= 1 - velocityDecay;
      node.vy *= 1 - velocityDecay;
      node.x += node.vx;
      node.y += node.vy;
      if (node.kind === SELF) { node.x = 0; node.y = 0; node.vx = 0; node.vy = 0; }
    }
    alpha += -alpha * alphaDecay;
    done++;
  }

  return {
    tick,
    get settled() { return done >= ticks; },
  };
}

/** The median distance from a point to its nearest neighbour. */
function typicalGap(nodes) {
  if (nodes.length < 2) return Infinity;
  const nearest = nodes.map((a) => {
    let best = Infinity;
    for (const b of nodes) if (b !== a) best = Math.min(best, (a.x - b.x) ** 2 + (a.y - b.y) ** 2);
    return Math.sqrt(best);
  }).sort((a, b) => a - b);
  return nearest[Math.floor(nearest.length / 2)];
}

/** Renders the constellation of the caller's memories into `container`; returns the cleanup function. */
export function renderConstellation(container, { api, t, openMemory }) {
  const prefix = `constellation-${++instances}`;
  const root = html('section', 'constellation');
  const title = html('h2', 'constellation-title', t('constellation.title'));
  const status = html('p', 'constellation-status', t('constellation.loading'));
  status.setAttribute('role', 'status');
  const frame = html('div', 'constellation-sky');
  const map = svg('svg', { class: 'constellation-map', role: 'group', 'aria-label': t('constellation.map') });
  map.appendChild(definitions(prefix));
  const threads = svg('g', { class: 'threads' });
  const points = svg('g', { class: 'points', filter: `url(#${prefix}-glow)` });
  map.append(threads, points);
  const controls = html('div', 'constellation-controls');
  const zoomIn = button('+', t('constellation.zoomIn'), 'zoom-in');
  const zoomOut = button('\u2212', t('constellation.zoomOut'), 'zoom-out');
  const fitAll = button('\u2922', t('constellation.fit'), 'fit');
  controls.append(zoomIn, zoomOut, fitAll);
  frame.append(map, controls);
  root.append(title, status, frame, legend(t, prefix), threadLegend(t));
  container.replaceChildren(root);

  let disposed = false;
  let animation = 0;
  let drawn = { nodes: [], links: [] };
  let elements = [];
  let lines = [];
  let labels = [];
  let width = 0;
  let height = 0;
  const view = { k: 1, x: 0, y: 0 };
  let fitted = true; // follow the layout until the person zooms or pans
  let spacing = 0; // how far a point typically is from its nearest neighbour, once settled
  const pointers = new Map();
  let gesture = null;

  function measure() {
    width = Math.max(1, map.clientWidth);
    height = Math.max(1, map.clientHeight);
    map.setAttribute('viewBox', `0 0 ${width} ${height}`);
  }

  /** Frames the whole layout, unless the person has zoomed or panned. */
  function fit() {
    if (!fitted) return;
    const { nodes } = drawn;
    let minX = Infinity; let maxX = -Infinity; let minY = Infinity; let maxY = -Infinity;
    for (const node of nodes) {
      minX = Math.min(minX, node.x); maxX = Math.max(maxX, node.x);
      minY = Math.min(minY, node.y); maxY = Math.max(maxY, node.y);
    }
    const spanX = Math.max(maxX - minX, 1);
    const spanY = Math.max(maxY - minY, 1);
    // room on the sides for the labels of the outermost points
    const k = Math.min((width - 2 * SIDE_MARGIN) / spanX, (height - 2 * TOP_MARGIN) / spanY);
    view.k = Math.min(Math.max(k, MIN_ZOOM), 3);
    view.x = width / 2 - ((minX + maxX) / 2) * view.k;
    view.y = height / 2 - ((minY + maxY) / 2) * view.k;
  }

  function draw() {
    if (!drawn.nodes.length) return;
    fit();
    const { k, x, y } = view;
    const room = spacing * k;
    const named = room >= ROOM_FOR_HUB_LABELS;
    drawn.nodes.forEach((node, i) => {
      const sx = node.x * k + x;
      elements[i].setAttribute('transform', `translate(${round(sx)},${round(node.y * k + y)})`);
      if (named) labels[i].setAttribute('text-anchor', sx < width / 4 ? 'start' : sx > (width * 3) / 4 ? 'end' : 'middle');
    });
    drawn.links.forEach((link, i) => {
      const line = lines[i];
      line.setAttribute('x1', round(link.source.x * k + x));
      line.setAttribute('y1', round(link.source.y * k + y));
      line.setAttribute('x2', round(link.target.x * k + x));
      line.setAttribute('y2', round(link.target.y * k + y));
    });
    // names only where they have room: persons and topics first, every point once zoomed in enough
    map.classList.toggle('labelled', room >= ROOM_FOR_EVERY_LABEL);
    map.classList.toggle('labelled-hubs', named);
  }

  /** Zooms by `factor`, keeping the point under (cx, cy) where it is. */
  function scaleAround(factor, cx, cy) {
    const k = Math.min(Math.max(view.k * factor, MIN_ZOOM), MAX_ZOOM);
    view.x = cx - ((cx - view.x) * k) / view.k;
    view.y = cy - ((cy - view.y) * k) / view.k;
    view.k = k;
    fitted = false;
  }

  function zoom(factor, cx = width / 2, cy = height / 2) {
    scaleAround(factor, cx, cy);
    draw();
  }

  /** A pointer's position in the map's own units (its viewBox matches its CSS size). */
  function local(event) {
    const box = map.getBoundingClientRect();
    return { x: ((event.clientX - box.left) * width) / box.width, y: ((event.clientY - box.top) * height) / box.height };
  }

  function onPointerDown(event) {
    pointers.set(event.pointerId, local(event));
    map.setPointerCapture(event.pointerId);
    if (pointers.size === 1) {
      const point = event.target.closest?.('.point');
      gesture = { start: local(event), moved: false, point, view: { ...view } };
    } else {
      gesture = { moved: true, pinch: pinchOf(), view: { ...view } };
    }
  }

  function pinchOf() {
    const [a, b] = [...pointers.values()];
    return { distance: Math.hypot(a.x - b.x, a.y - b.y) || 1, centre: { x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 } };
  }

  function onPointerMove(event) {
    if (!pointers.has(event.pointerId) || !gesture) return;
    pointers.set(event.pointerId, local(event));
    if (gesture.pinch && pointers.size >= 2) {
      const now = pinchOf();
      Object.assign(view, gesture.view);
      scaleAround(now.distance / gesture.pinch.distance, gesture.pinch.centre.x, gesture.pinch.centre.y);
      view.x += now.centre.x - gesture.pinch.centre.x;
      view.y += now.centre.y - gesture.pinch.centre.y;
      draw();
    } else if (gesture.start) {
      const at = local(event);
      const dx = at.x - gesture.start.x;
      const dy = at.y - gesture.start.y;
      if (!gesture.moved && Math.hypot(dx, dy) < TAP_SLOP) return;
      gesture.moved = true;
      fitted = false;
      view.x = gesture.view.x + dx;
      view.y = gesture.view.y + dy;
      draw();
    }
  }

  function onPointerUp(event) {
    if (!pointers.delete(event.pointerId)) return;
    if (event.type === 'pointerup' && gesture && !gesture.moved && gesture.point && pointers.size === 0
      && gesture.point.dataset.kind !== SELF) {
      openMemory(gesture.point.dataset.id);
    }
    if (pointers.size === 0) gesture = null;
    else gesture = { moved: true, start: [...pointers.values()][0], view: { ...view } };
  }

  function onWheel(event) {
    event.preventDefault();
    const at = local(event);
    zoom(Math.exp(-event.deltaY / 300), at.x, at.y);
  }

  function onKey(event) {
    const point = event.target.closest?.('.point');
    if (point && point.dataset.kind !== SELF && (event.key === 'Enter' || event.key === ' ')) {
      event.preventDefault();
      openMemory(point.dataset.id);
    }
  }

  const onZoomIn = () => zoom(ZOOM_STEP);
  const onZoomOut = () => zoom(1 / ZOOM_STEP);
  const onFit = () => { fitted = true; draw(); };
  const resized = new ResizeObserver(() => { measure(); draw(); });

  map.addEventListener('pointerdown', onPointerDown);
  map.addEventListener('pointermove', onPointerMove);
  map.addEventListener('pointerup', onPointerUp);
  map.addEventListener('pointercancel', onPointerUp);
  map.addEventListener('wheel', onWheel, { passive: false });
  map.addEventListener('keydown', onKey);
  zoomIn.addEventListener('click', onZoomIn);
  zoomOut.addEventListener('click', onZoomOut);
  fitAll.addEventListener('click', onFit);

  function show(graph) {
    drawn = sky(graph, t('constellation.you'));
    const { nodes, links, capped, memories } = drawn;
    if (!nodes.length) {
      status.textContent = t('constellation.empty');
      root.classList.add('constellation-empty');
      return;
    }
    status.textContent = format(t(capped ? 'constellation.capped' : 'constellation.count'), { n: memories, links: links.length });
    lines = links.map((link) => svg('line', { class: `thread thread-${link.type}`, 'data-type': link.type }));
    threads.replaceChildren(...lines);
    labels = nodes.map((node) => {
      const label = svg('text', { class: 'label', y: 17, 'text-anchor': 'middle' });
      label.textContent = shorten(node.label);
      return label;
    });
    elements = nodes.map((node, i) => {
      const point = svg('g', { class: 'point', 'data-kind': node.kind, 'data-id': node.id, tabindex: '0', role: 'button' });
      point.setAttribute('aria-label', `${t(`constellation.kind.${node.kind}`)} \u2014 ${node.label}`);
      if (node.kind === SELF) point.removeAttribute('role');
      const tooltip = svg('title');
      tooltip.textContent = node.label;
      point.append(tooltip, svg('circle', { class: 'halo', r: 14, fill: `url(#${prefix}-halo)` }), core(node.kind), labels[i]);
      return point;
    });
    points.replaceChildren(...elements);
    measure();
    resized.observe(map);
    const layout = forceLayout(nodes, links, { aspect: width / height });
    const reduced = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    const step = () => {
      if (disposed) return;
      const until = performance.now() + (reduced ? Infinity : FRAME_BUDGET_MS);
      while (!layout.settled && performance.now() < until) layout.tick();
      draw();
      if (layout.settled) {
        spacing = typicalGap(nodes);
        draw();
        map.dataset.settled = 'true';
      } else {
        animation = requestAnimationFrame(step);
      }
    };
    step();
  }

  api(`/api/v1/memories/graph?limit=${MAX_POINTS}`).then(
    (graph) => { if (!disposed) show(graph); },
    (error) => {
      if (disposed) return;
      status.textContent = t('constellation.failed') + (error?.message ?? String(error));
      status.classList.add('constellation-error');
    });

  return function cleanup() {
    disposed = true;
    cancelAnimationFrame(animation);
    resized.disconnect();
    map.removeEventListener('pointerdown', onPointerDown);
    map.removeEventListener('pointermove', onPointerMove);
    map.removeEventListener('pointerup', onPointerUp);
    map.removeEventListener('pointercancel', onPointerUp);
    map.removeEventListener('wheel', onWheel);
    map.removeEventListener('keydown', onKey);
    zoomIn.removeEventListener('click', onZoomIn);
    zoomOut.removeEventListener('click', onZoomOut);
    fitAll.removeEventListener('click', onFit);
    root.remove();
  };
}

/** The filter and gradient every point shares: one halo, one glow. */
function definitions(prefix) {
  const defs = svg('defs');
  const halo = svg('radialGradient', { id: `${prefix}-halo` });
  halo.append(
    svg('stop', { offset: '0', 'stop-color': '#eef2ff', 'stop-opacity': '0.75' }),
    svg('stop', { offset: '0.3', 'stop-color': '#a9bcff', 'stop-opacity': '0.3' }),
    svg('stop', { offset: '1', 'stop-color': '#6f86ff', 'stop-opacity': '0' }));
  const glow = svg('filter', { id: `${prefix}-glow`, x: '-50%', y: '-50%', width: '200%', height: '200%' });
  glow.append(svg('feGaussianBlur', { in: 'SourceGraphic', stdDeviation: '2.6', result: 'blur' }));
  const merge = svg('feMerge');
  merge.append(svg('feMergeNode', { in: 'blur' }), svg('feMergeNode', { in: 'SourceGraphic' }));
  glow.append(merge);
  defs.append(halo, glow);
  return defs;
}

/** Each kind's name beside the same core it has on the map. */
function legend(t, prefix) {
  const list = html('ul', 'legend');
  list.setAttribute('aria-label', t('constellation.legend'));
  for (const kind of KINDS) {
    const item = html('li', 'legend-item');
    item.dataset.kind = kind;
    const icon = svg('svg', { class: 'legend-icon', viewBox: '-11 -11 22 22', 'aria-hidden': 'true' });
    const glowing = svg('g', { filter: `url(#${prefix}-glow)` });
    glowing.append(svg('circle', { class: 'halo', r: 10, fill: `url(#${prefix}-halo)` }), core(kind));
    icon.append(glowing);
    item.append(icon, html('span', 'legend-name', t(`constellation.kind.${kind}`)));
    list.appendChild(item);
  }
  return list;
}

function threadLegend(t) {
  const list = html('ul', 'thread-legend');
  for (const type of LINK_TYPES) {
    const item = html('li', 'thread-legend-item');
    item.dataset.type = type;
    const icon = svg('svg', { class: 'thread-icon', viewBox: '0 0 28 8', 'aria-hidden': 'true' });
    icon.append(svg('line', { class: `thread thread-${type}`, x1: 1, y1: 4, x2: 27, y2: 4 }));
    item.append(icon, html('span', '', t(`constellation.link.${type}`)));
    list.appendChild(item);
  }
  return list;
}
