// The shell: one view per tab, chosen by the hash (#chat, #memories, #knowledge, ...), each built once and
// kept (the conversation survives a tab switch); the tabs a user's roles allow; the session banner.
import { api, onSessionExpired } from './api.js';
import { lang, register, t, useSettings, browserLanguage, browserTimeZone } from './i18n.js';
import { el } from './ui.js';
import { mountChat } from './chat.js';
import { mountMemories, openMemory } from './memories.js';
import { renderConstellation, strings as constellationStrings } from './constellation.js';
import { mountActivity } from './activity.js';
import { mountSettings } from './settings.js';
import { mountWorkspace } from './workspace.js';
import { mountOperator } from './operator.js';
import { mountKnowledge } from './knowledge.js';
import { mountReview } from './review.js';
import { mountContexts } from './contexts.js';

// 24×24 outline icons (static shapes, not data)
const ICONS = {
  chat: 'M4 5h16v11H9l-5 4z',
  memories: 'M6 3h9l3 3v15H6zM9 9h6M9 13h6M9 17h4',
  constellation: 'M5 18l5-7 4 4 5-9M5 18a1.5 1.5 0 1 0 .01 0M10 11a1.5 1.5 0 1 0 .01 0M14 15a1.5 1.5 0 1 0 .01 0M19 6a1.5 1.5 0 1 0 .01 0',
  activity: 'M3 12h4l3-7 4 14 3-7h4',
  settings: 'M12 8a4 4 0 1 0 .01 0M12 2v3M12 19v3M2 12h3M19 12h3M5 5l2 2M17 17l2 2M5 19l2-2M17 7l2-2',
  workspace: 'M8 11a3 3 0 1 0 .01 0M16 11a3 3 0 1 0 .01 0M3 20c0-3 2-5 5-5s5 2 5 5M11 20c0-3 2-5 5-5s5 2 5 5',
  operator: 'M4 4h16v6H4zM4 14h16v6H4zM7 7h.01M7 17h.01',
  knowledge: 'M4 5h6a2 2 0 0 1 2 2v13a2 2 0 0 0-2-2H4zM20 5h-6a2 2 0 0 0-2 2v13a2 2 0 0 1 2-2h6z',
  review: 'M12 3a9 9 0 1 0 .01 0M12 7v5l3 3',
  contexts: 'M3 7h7l2 2h9v10H3zM7 13h10M7 16h6',
};

const VIEWS = [
  { id: 'chat', mount: mountChat },
  { id: 'memories', mount: mountMemories },
  { id: 'constellation', mount: mountConstellation },
  { id: 'activity', mount: mountActivity },
  { id: 'review', mount: mountReview },
  { id: 'knowledge', mount: mountKnowledge },
  { id: 'contexts', mount: mountContexts },
  { id: 'settings', mount: mountSettings },
  { id: 'workspace', mount: mountWorkspace, role: 'workspace-admin' },
  { id: 'operator', mount: mountOperator, role: 'operator' },
];

register(constellationStrings);

// The constellation comes from its own module; it is drawn afresh each time its tab opens.
function mountConstellation(section, context) {
  let cleanup = null;
  return {
    show() {
      cleanup?.();
      section.replaceChildren();
      cleanup = renderConstellation(section, { api, t, openMemory: context.openMemory });
    },
    hide() {
      cleanup?.();
      cleanup = null;
    },
  };
}

function icon(path) {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  const shape = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  shape.setAttribute('d', path);
  svg.append(shape);
  return svg;
}

function showSessionExpired() {
  const banner = document.getElementById('session-expired');
  banner.replaceChildren(el('span', { text: t('session.expired') }), ' ',
    el('a', { href: '/', text: t('session.signIn') }));
  banner.hidden = false;
  document.body.classList.add('expired');
}

// The user's language and zone come from their settings; the first time, from this browser (Intl), kept there.
async function userSettings() {
  try {
    let settings = await api.get('/api/v1/settings');
    if (!settings.timeZone || !settings.language) {
      settings = await api.put('/api/v1/settings', { memoryEnabled: settings.memoryEnabled, pausedUntil: settings.pausedUntil,
        timeZone: settings.timeZone || browserTimeZone, language: settings.language || browserLanguage });
    }
    useSettings(settings);
  } catch { /* the browser's language and zone, until the settings answer */ }
}

async function start() {
  await userSettings();
  document.documentElement.lang = lang;
  document.title = t('app.title');
  document.getElementById('logout').textContent = t('app.logout');
  onSessionExpired(showSessionExpired);

  const me = await api.get('/api/v1/me').catch(() => ({ roles: [] }));
  const views = VIEWS.filter((view) => !view.role || me.roles?.includes(view.role));
  const context = { me, openMemory, navigate: (id) => { location.hash = `#${id}`; } };
  const tabs = document.getElementById('tabs');
  const container = document.getElementById('views');
  const mounted = new Map();
  let current = null;

  for (const view of views) {
    tabs.append(el('a', { href: `#${view.id}`, id: `tab-${view.id}`, class: 'tab', dataset: { view: view.id } },
      icon(ICONS[view.id]), el('span', { text: t(`tab.${view.id}`) })));
  }

  function route() {
    const wanted = location.hash.slice(1);
    const view = views.find((candidate) => candidate.id === wanted) || views[0];
    if (wanted !== view.id) history.replaceState(null, '', `#${view.id}`);
    if (current && current !== view.id) mounted.get(current)?.controller.hide?.();
    if (!mounted.has(view.id)) {
      const section = el('section', { id: view.id, class: 'view', 'aria-labelledby': 'view-title' });
      container.append(section);
      mounted.set(view.id, { section, controller: view.mount(section, context) });
    }
    for (const [id, { section }] of mounted) section.hidden = id !== view.id;
    for (const tab of tabs.children) {
      if (tab.dataset.view === view.id) tab.setAttribute('aria-current', 'page');
      else tab.removeAttribute('aria-current');
    }
    document.getElementById('view-title').textContent = t(`tab.${view.id}`);
    current = view.id;
    mounted.get(view.id).controller.show?.();
  }

  window.addEventListener('hashchange', route);
  route();
}

start();
