// The user's say over their memory: on or off, a pause until a time, linked chats and addresses,
// and the wipe of everything (after a confirmation that says what goes).
import { api } from './api.js';
import { lang, t, tn, timeZone } from './i18n.js';
import { el, when, notice, confirmDialog, empty } from './ui.js';

/** The value a datetime-local field shows for an instant: its wall-clock time in the user's zone. */
function localInput(iso) {
  if (!iso) return '';
  const parts = Object.fromEntries(new Intl.DateTimeFormat('en-CA', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit',
    day: '2-digit', hour: '2-digit', minute: '2-digit' }).formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts.year}-${parts.month}-${parts.day}T${parts.hour}:${parts.minute}`;
}

/** The instant a datetime-local value ("2026-12-02T08:30") names in the user's zone, or null. */
function fromLocalInput(value) {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value || '');
  return match ? inZone(+match[1], +match[2], +match[3], +match[4], timeZone, +match[5]) : null;
}

/** The instant a wall-clock time has in {zone}: tomorrow at 8:00 there, whatever this browser's zone. */
function inZone(year, month, dayOfMonth, hour, zone, minute = 0) {
  const offset = (at) => {
    const parts = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric',
      month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' }).formatToParts(at).map((part) => [part.type, part.value]));
    return Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute) - Math.floor(at.getTime() / 60000) * 60000;
  };
  const wall = Date.UTC(year, month - 1, dayOfMonth, hour, minute);
  let at = new Date(wall);
  for (let i = 0; i < 2; i++) at = new Date(wall - offset(at));
  return at;
}

/** The presets of a pause: an hour from now, or until tomorrow morning (8:00 in the user's zone). */
function presetUntil(preset) {
  if (preset === 'hour') return new Date(Date.now() + 3600 * 1000);
  const today = Object.fromEntries(new Intl.DateTimeFormat('en-US', { timeZone, year: 'numeric', month: 'numeric', day: 'numeric' })
    .formatToParts(new Date()).map((part) => [part.type, part.value]));
  const tomorrow = new Date(Date.UTC(+today.year, +today.month - 1, +today.day + 1));
  return inZone(tomorrow.getUTCFullYear(), tomorrow.getUTCMonth() + 1, tomorrow.getUTCDate(), 8, timeZone);
}

/**
 * What a wipe erased, as a person counts it: memories, messages and conversations, actions, linked
 * chats, then "your activity" for the rest (rows of journals and indexes are not things to count).
 */
function erasedInWords(deleted) {
  const rows = (table) => Object.entries(deleted).filter(([store]) => store.endsWith(`.${table}`)).reduce((sum, [, n]) => sum + n, 0);
  const parts = [['settings.erased.memories', rows('memories')], ['settings.erased.messages', rows('messages')],
    ['settings.erased.conversations', rows('sessions')], ['settings.erased.actions', rows('actions')],
    ['settings.erased.links', rows('channel_links')]].filter(([, n]) => n > 0).map(([key, n]) => tn(key, n));
  parts.push(t('settings.erased.rest'));
  return parts.join(', ');
}

export function mountSettings(section, { me }) {
  const enabled = el('input', { type: 'checkbox', id: 'memory-enabled', role: 'switch' });
  const state = el('p', { id: 'memory-state', 'aria-live': 'polite' });
  const pausedUntil = el('input', { type: 'datetime-local', id: 'paused-until' });
  const pause = el('button', { type: 'submit', class: 'primary', id: 'pause', text: t('settings.pause') });
  const resume = el('button', { type: 'button', class: 'secondary', id: 'resume', text: t('settings.resume'), hidden: true });
  const memoryMessage = el('p', { id: 'settings-message', hidden: true });
  const links = el('ul', { id: 'channel-links', class: 'stack' });
  const linkBox = el('div', { id: 'link-instructions', 'aria-live': 'polite', hidden: true });
  const wipeMessage = el('p', { id: 'wiped', hidden: true });
  let current = null;
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  const language = el('select', { id: 'language', name: 'language' },
    el('option', { value: 'fr', text: 'Français', selected: lang === 'fr' }),
    el('option', { value: 'en', text: 'English', selected: lang === 'en' }));
  const zone = el('select', { id: 'time-zone', name: 'timeZone' },
    ...[...new Set([timeZone, ...zones])].sort().map((id) => el('option', { value: id, text: id.replaceAll('_', ' '), selected: id === timeZone })));
  const placeMessage = el('p', { id: 'place-message', hidden: true });
  // the whole app speaks the new language, or shows its times in the new zone, once drawn again
  async function changePlace(change) {
    try {
      const settings = current || await api.get('/api/v1/settings');
      await api.put('/api/v1/settings', { memoryEnabled: settings.memoryEnabled, pausedUntil: settings.pausedUntil, ...change });
      location.reload();
    } catch (failure) {
      notice(placeMessage, failure.message, 'error');
    }
  }
  language.addEventListener('change', () => changePlace({ language: language.value }));
  zone.addEventListener('change', () => changePlace({ timeZone: zone.value }));

  section.append(
    el('section', { class: 'card', 'aria-labelledby': 'memory-title' },
      el('h2', { id: 'memory-title', text: t('settings.memory') }),
      el('label', { class: 'switch' }, enabled, el('span', { text: t('settings.memoryEnabled') })),
      state,
      el('div', { class: 'presets', role: 'group', 'aria-label': t('settings.pause') },
        ...['hour', 'tomorrow'].map((preset) => el('button', { type: 'button', class: 'secondary preset', id: `pause-${preset}`,
          text: t(`settings.pause.${preset}`), on: { click: () => save({ pausedUntil: presetUntil(preset).toISOString() }) } }))),
      el('form', { id: 'pause-form', class: 'row', on: { submit: pauseUntil } },
        el('label', { for: 'paused-until', text: t('settings.pausedUntil') }), pausedUntil, pause),
      resume, memoryMessage),
    el('section', { class: 'card', 'aria-labelledby': 'channels-title' },
      el('h2', { id: 'channels-title', text: t('settings.channels') }), links,
      el('button', { type: 'button', class: 'secondary', id: 'link-code', text: t('settings.linkCode'), on: { click: newCode } }),
      linkBox),
    el('section', { class: 'card', 'aria-labelledby': 'place-title' },
      el('h2', { id: 'place-title', text: t('settings.place') }),
      el('label', { class: 'field' }, el('span', { text: t('settings.language') }), language),
      el('label', { class: 'field' }, el('span', { text: t('settings.timeZone') }), zone),
      el('p', { class: 'hint', text: t('settings.placeNote') }), placeMessage),
    el('section', { class: 'card', 'aria-labelledby': 'account-title' },
      el('h2', { id: 'account-title', text: t('settings.account') }),
      el('p', { text: t('settings.signedInAs', { name: me.username || '', workspace: me.workspace || '' }) }),
      el('a', { href: '/logout', class: 'button secondary', text: t('app.logout') })),
    el('section', { class: 'card danger-zone' },
      el('button', { type: 'button', class: 'danger', id: 'wipe', text: t('settings.wipe'), on: { click: wipe } }),
      wipeMessage));

  function showState(settings) {
    current = settings;
    enabled.checked = settings.memoryEnabled;
    pausedUntil.value = settings.memory === 'paused' ? localInput(settings.pausedUntil) : '';
    resume.hidden = settings.memory !== 'paused';
    state.dataset.state = settings.memory;
    state.textContent = t(`settings.state.${settings.memory}`, { time: when(settings.pausedUntil) });
  }

  async function save(change) {
    try {
      showState(await api.put('/api/v1/settings', { memoryEnabled: current.memoryEnabled, pausedUntil: current.pausedUntil, ...change }));
      notice(memoryMessage, t('settings.saved'));
    } catch (failure) {
      notice(memoryMessage, failure.message, 'error');
      if (current) showState(current);
    }
  }

  enabled.addEventListener('change', () => save({ memoryEnabled: enabled.checked }));
  resume.addEventListener('click', () => save({ pausedUntil: null }));

  function pauseUntil(event) {
    event.preventDefault();
    const until = fromLocalInput(pausedUntil.value);
    if (!until || Number.isNaN(until.getTime())) { notice(memoryMessage, t('settings.badPause'), 'error'); return; }
    if (until <= new Date()) { notice(memoryMessage, t('settings.pastPause'), 'error'); return; }
    let iso;
    try { iso = until.toISOString(); } catch { notice(memoryMessage, t('settings.badPause'), 'error'); return; }
    save({ pausedUntil: iso });
  }

  async function showChannels() {
    try {
      const body = await api.get('/api/v1/channels');
      links.replaceChildren(...(body.links.length ? body.links.map((link) => el('li', { class: 'row' },
        el('span', { text: `${t(`channel.${link.channel}`)} · ${link.address} · ${when(link.linkedAt)}` }),
        el('button', { type: 'button', class: 'secondary', text: t('settings.unlink'), on: { click: async () => {
          await api.delete(`/api/v1/channels/${encodeURIComponent(link.channel)}`).catch((failure) => notice(linkBox, failure.message, 'error'));
          showChannels();
        } } }))) : [empty(t('settings.noChannel'))]));
    } catch (failure) {
      links.replaceChildren(el('li', { class: 'notice error', text: failure.message }));
    }
  }

  // A single-use code links a Telegram chat (/start CODE) or an email address (a message with the
  // code, sent from that address: only its owner can do that).
  async function newCode() {
    linkBox.hidden = false;
    try {
      const code = await api.post('/api/v1/channels/code');
      linkBox.className = '';
      linkBox.replaceChildren(
        el('p', { text: t('settings.codeIs', { time: when(code.expiresAt) }) }),
        el('strong', { class: 'code', text: code.code }),
        el('p', { text: t('settings.telegramHow', { code: code.code }) }),
        code.telegramLink ? el('a', { href: code.telegramLink, target: '_blank', rel: 'noopener', class: 'button secondary', text: t('settings.telegramOpen') }) : null,
        code.emailAddress ? el('p', { text: t('settings.emailHow', { address: code.emailAddress }) }) : null);
    } catch (failure) {
      notice(linkBox, failure.message, 'error');
    }
  }

  async function wipe() {
    const sure = await confirmDialog({ title: t('settings.wipeTitle'), body: t('settings.wipeBody'), confirm: t('settings.wipeConfirm'), danger: true });
    if (!sure) return;
    try {
      const body = await api.delete('/api/v1/me/memory');
      notice(wipeMessage, t('settings.wiped', { what: erasedInWords(body.deleted || {}) }));
      localStorage.removeItem(`souvenir.session.${me.username || ''}`);
      showChannels();
    } catch (failure) {
      notice(wipeMessage, failure.message, 'error');
    }
  }

  async function show() {
    try {
      showState(await api.get('/api/v1/settings'));
    } catch (failure) {
      notice(memoryMessage, failure.message, 'error');
    }
    showChannels();
  }

  return { show };
}
