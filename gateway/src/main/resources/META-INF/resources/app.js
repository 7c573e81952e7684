// Minimal chat for the walking skeleton: say something, read the reply, see the activity.
// Same-origin calls ride on the Keycloak session cookie; nothing is fetched from elsewhere.
const messages = {
  en: { events: { 'turn.received': 'Message received', 'reply.sent': 'Replied', 'messages.stored': 'Conversation kept',
                  'memories.kept': 'Memories kept', 'verifier.backfilled': 'Missed facts recovered' },
        settings: 'Settings', memoryEnabled: 'Memory on', pausedUntil: 'Paused until', save: 'Save',
        wipe: 'Erase everything Souvenir knows about me', confirmWipe: 'Erase all your memories, conversations and activity, for good?',
        wiped: 'Erased: {n} items.', state: { on: 'Memory is on.', off: 'Memory is off: nothing is kept.', paused: 'Memory is paused: nothing is kept until then.' },
        memories: 'Memories', kind: 'Kind', all: 'All', open: 'Open', forget: 'Forget', silent: 'silent',
        kinds: { fact: 'Fact', person: 'Person', event: 'Event', memo: 'Memo', task: 'Task', reminder: 'Reminder', topic: 'Topic' },
        chat: 'Chat', activity: 'Activity', logout: 'Log out', send: 'Send', placeholder: 'Say something…',
        late: 'The answer is taking a while; it will appear here.', failed: 'Could not send: ', empty: 'Nothing yet.',
        channel: 'on', trace: 'trace', identityCard: 'Identity card', search: 'Search', searchPlaceholder: 'Find a memory…',
        noHit: 'Nothing found.', foundBy: 'found by', message: 'message',
        angles: { person: 'person', subject: 'subject', meaning: 'meaning' },
        channels: 'Telegram and email', linkCode: 'Link Telegram or an email address', unlink: 'Unlink', noChannel: 'No chat or address linked yet.',
        channelNames: { telegram: 'Telegram', email: 'Email' },
        codeIs: 'Your code (valid until {time}, single use):', telegramHow: 'On Telegram, send /start {code} to the bot.', telegramOpen: 'Or open:',
        emailHow: 'By email, write from your address to {address} with the code in the subject.',
        notification: 'Notification', openTrace: 'open in Zipkin' },
  fr: { events: { 'turn.received': 'Message reçu', 'reply.sent': 'Réponse envoyée', 'messages.stored': 'Conversation conservée',
                  'memories.kept': 'Souvenirs retenus', 'verifier.backfilled': 'Faits oubliés rattrapés' },
        settings: 'Réglages', memoryEnabled: 'Mémoire activée', pausedUntil: 'En pause jusqu\u2019à', save: 'Enregistrer',
        wipe: 'Effacer tout ce que Souvenir sait de moi', confirmWipe: 'Effacer pour de bon tous tes souvenirs, conversations et activités ?',
        wiped: 'Effacé : {n} éléments.', state: { on: 'La mémoire est active.', off: 'La mémoire est coupée : rien n\u2019est retenu.', paused: 'La mémoire est en pause : rien n\u2019est retenu d\u2019ici là.' },
        memories: 'Souvenirs', kind: 'Type', all: 'Tous', open: 'Ouvrir la fiche', forget: 'Oublier', silent: 'silencieux',
        kinds: { fact: 'Fait', person: 'Personne', event: 'Événement', memo: 'Note', task: 'Tâche', reminder: 'Rappel', topic: 'Sujet' },
        chat: 'Discussion', activity: 'Activité', logout: 'Se déconnecter', send: 'Envoyer', placeholder: 'Dis-moi quelque chose…',
        late: 'La réponse prend du temps ; elle s\u2019affichera ici.', failed: 'Envoi impossible : ', empty: 'Rien pour l\u2019instant.',
        channel: 'sur', trace: 'trace', identityCard: 'Fiche d\u2019identité', search: 'Chercher', searchPlaceholder: 'Retrouver un souvenir…',
        noHit: 'Rien trouvé.', foundBy: 'trouvé par', message: 'message',
        angles: { person: 'personne', subject: 'sujet', meaning: 'sens' },
        channels: 'Telegram et e-mail', linkCode: 'Relier Telegram ou une adresse e-mail', unlink: 'Délier', noChannel: 'Aucune discussion ni adresse reliée pour l\u2019instant.',
        channelNames: { telegram: 'Telegram', email: 'E-mail' },
        codeIs: 'Ton code (valable jusqu\u2019à {time}, une seule fois) :', telegramHow: 'Sur Telegram, envoie /start {code} au bot.', telegramOpen: 'Ou ouvre :',
        emailHow: 'Par e-mail, écris depuis ton adresse à {address} avec le code dans l\u2019objet.',
        notification: 'Notification', openTrace: 'ouvrir dans Zipkin' },
};
const lang = (navigator.language || 'en').toLowerCase().startsWith('fr') ? 'fr' : 'en';
const t = (key) => messages[lang][key];
document.documentElement.lang = lang;
document.querySelectorAll('[data-i18n]').forEach((el) => { el.textContent = t(el.dataset.i18n); });
document.querySelectorAll('[data-i18n-placeholder]').forEach((el) => { el.placeholder = t(el.dataset.i18nPlaceholder); });

const conversation = document.getElementById('conversation');
const error = document.getElementById('error');
let sessionId = sessionStorage.getItem('souvenir.session') || undefined;
// A reply can reach the stream before its POST returns: hold stream replies while a POST is in
// flight, and show each turn once.
const shown = new Set();
const held = new Map();
let inFlight = 0;

function showReply(reply, meta) {
  if (shown.has(reply.turnId)) return;
  shown.add(reply.turnId);
  held.delete(reply.turnId);
  cards(say('assistant', reply.reply, meta), reply.creations);
}

// Only visible creations ever reach the client: each gets a card that opens it.
function cards(item, creations) {
  for (const creation of creations || []) {
    const card = document.createElement('div');
    card.className = 'card';
    const when = creation.dueAt || creation.occurredAt;
    card.textContent = `${t('kinds')[creation.kind] || creation.kind} · ${creation.text}${when ? ' · ' + time(when) : ''}`;
    const open = document.createElement('button');
    open.type = 'button';
    open.textContent = t('open');
    open.addEventListener('click', () => showView('memories', creation.id));
    card.append(open);
    item.append(card);
  }
}

function say(role, text, meta) {
  const item = document.createElement('li');
  item.className = role;
  item.textContent = text;
  if (meta) {
    const small = document.createElement('small');
    small.textContent = meta;
    item.append(small);
  }
  conversation.append(item);
  item.scrollIntoView({ block: 'end' });
  return item;
}

const time = (iso) => new Date(iso).toLocaleString(lang, { dateStyle: 'short', timeStyle: 'short' });

document.getElementById('say').addEventListener('submit', async (event) => {
  event.preventDefault();
  const field = document.getElementById('text');
  const text = field.value.trim();
  if (!text) return;
  error.hidden = true;
  say('user', text);
  field.value = '';
  inFlight++;
  try {
    const response = await fetch('/api/v1/turns', {
      method: 'POST', credentials: 'same-origin',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify({ text, channel: 'web', sessionId }),
    });
    const body = await response.json();
    if (!response.ok && response.status !== 202) throw new Error(body.detail || response.statusText);
    sessionId = body.sessionId;
    sessionStorage.setItem('souvenir.session', sessionId);
    if (response.status === 202) { say('assistant', t('late')); return; }
    showReply(body, `${t('trace')} ${body.traceId}`);
  } catch (e) {
    error.textContent = t('failed') + e.message;
    error.hidden = false;
  } finally {
    inFlight--;
    if (inFlight === 0) held.forEach((reply) => showReply(reply));
  }
});

// Replies that arrive late (or from another channel) come on the stream, and so do notifications
// (a reminder due, an action updated).
const stream = new EventSource('/api/v1/stream');
stream.onmessage = (event) => {
  const reply = JSON.parse(event.data);
  if (inFlight > 0) held.set(reply.turnId, reply);
  else showReply(reply);
};
stream.addEventListener('notification', (event) => {
  const notification = JSON.parse(event.data);
  say('notice', notification.text, t('notification'));
});

// Where this deployment shows a trace (Zipkin), if anywhere.
const uiConfig = fetch('/api/v1/ui-config', { credentials: 'same-origin' })
  .then((response) => (response.ok ? response.json() : {})).catch(() => ({}));

async function showActivity() {
  const list = document.getElementById('traces');
  const response = await fetch('/api/v1/activity?days=30', { credentials: 'same-origin' });
  const body = await response.json();
  list.replaceChildren();
  if (!body.traces || body.traces.length === 0) { list.textContent = t('empty'); return; }
  for (const trace of body.traces) {
    const item = document.createElement('li');
    const title = document.createElement('strong');
    title.textContent = `${time(trace.startedAt)} — ${t('channel')} ${trace.channel}`;
    const id = document.createElement('code');
    id.textContent = ` ${trace.traceId}`;
    const { traceUrl } = await uiConfig;
    if (traceUrl) {
      const link = document.createElement('a');
      link.href = traceUrl.replace('{traceId}', encodeURIComponent(trace.traceId));
      link.target = '_blank';
      link.rel = 'noopener';
      link.textContent = t('openTrace');
      id.append(' ', link);
    }
    const events = document.createElement('ul');
    for (const e of trace.events) {
      const line = document.createElement('li');
      line.textContent = `${time(e.at)} · ${t('events')[e.type] || e.summary}`;
      line.title = e.summary;
      events.append(line);
    }
    item.append(title, id, events);
    list.append(item);
  }
}

// The identity card is markdown with headings and list items only: rendered as text nodes, never as HTML.
async function showIdentityCard() {
  const body = document.getElementById('identity-card-body');
  const response = await fetch('/api/v1/identity-card', { credentials: 'same-origin' });
  const card = response.ok ? await response.json() : { markdown: '' };
  body.replaceChildren();
  if (!card.markdown) { body.textContent = t('empty'); return; }
  let list = null;
  for (const line of card.markdown.split('\n')) {
    if (line.startsWith('- ')) {
      if (!list) { list = document.createElement('ul'); body.append(list); }
      const item = document.createElement('li');
      item.textContent = line.slice(2);
      list.append(item);
    } else if (line.startsWith('#')) {
      list = null;
      const heading = document.createElement(line.startsWith('## ') ? 'h3' : 'h2');
      heading.textContent = line.replace(/^#+\s*/, '');
      body.append(heading);
    }
  }
}

async function search(event) {
  event.preventDefault();
  const list = document.getElementById('search-hits');
  const q = document.getElementById('search-input').value.trim();
  list.replaceChildren();
  if (!q) return;
  const response = await fetch(`/api/v1/memories/search?k=10&q=${encodeURIComponent(q)}`, { credentials: 'same-origin' });
  const body = await response.json();
  if (!response.ok) { list.textContent = body.detail || body.title; return; }
  if (!body.hits.length) { list.textContent = t('noHit'); return; }
  for (const hit of body.hits) {
    const item = document.createElement('li');
    const text = document.createElement('span');
    text.textContent = hit.text;
    const meta = document.createElement('small');
    meta.textContent = [hit.type === 'message' ? t('message') : (t('kinds')[hit.kind] || ''),
      `${t('foundBy')} ${hit.angles.map((angle) => t('angles')[angle] || angle).join(', ')}`].filter(Boolean).join(' · ');
    text.append(meta);
    item.append(text);
    list.append(item);
  }
}
document.getElementById('search-form').addEventListener('submit', search);

async function showMemories(highlight) {
  showIdentityCard();
  const list = document.getElementById('memory-list');
  const kind = document.getElementById('kind-filter').value;
  const response = await fetch(`/api/v1/memories?limit=200${kind ? '&kind=' + kind : ''}`, { credentials: 'same-origin' });
  const body = await response.json();
  list.replaceChildren();
  if (!body.items || body.items.length === 0) { list.textContent = t('empty'); return; }
  for (const memory of body.items) {
    const item = document.createElement('li');
    item.id = `memory-${memory.id}`;
    const text = document.createElement('span');
    text.textContent = memory.text;
    const meta = document.createElement('small');
    const when = memory.dueAt || memory.occurredAt;
    meta.textContent = [t('kinds')[memory.kind] || memory.kind, memory.visible ? null : t('silent'), when ? time(when) : null]
      .filter(Boolean).join(' · ');
    text.append(meta);
    const forget = document.createElement('button');
    forget.type = 'button';
    forget.textContent = t('forget');
    forget.addEventListener('click', async () => {
      await fetch(`/api/v1/memories/${memory.id}`, { method: 'DELETE', credentials: 'same-origin' });
      item.remove();
    });
    item.append(text, forget);
    item.classList.toggle('highlight', memory.id === highlight);
    list.append(item);
  }
  if (highlight) document.getElementById(`memory-${highlight}`)?.scrollIntoView({ block: 'center' });
}

function localInput(iso) {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60000).toISOString().slice(0, 16);
}

function showSettingsState(settings) {
  document.getElementById('memory-enabled').checked = settings.memoryEnabled;
  document.getElementById('paused-until').value = localInput(settings.pausedUntil);
  document.getElementById('memory-state').textContent = t('state')[settings.memory] || '';
}

async function showSettings() {
  const response = await fetch('/api/v1/settings', { credentials: 'same-origin' });
  showSettingsState(await response.json());
  showChannels();
}

async function showChannels() {
  const list = document.getElementById('channel-links');
  const response = await fetch('/api/v1/channels', { credentials: 'same-origin' });
  const body = response.ok ? await response.json() : { links: [] };
  list.replaceChildren();
  if (!body.links.length) { list.textContent = t('noChannel'); return; }
  for (const link of body.links) {
    const item = document.createElement('li');
    item.textContent = `${t('channelNames')[link.channel] || link.channel} · ${link.address} · ${time(link.linkedAt)} `;
    const unlink = document.createElement('button');
    unlink.type = 'button';
    unlink.textContent = t('unlink');
    unlink.addEventListener('click', async () => {
      await fetch(`/api/v1/channels/${link.channel}`, { method: 'DELETE', credentials: 'same-origin' });
      showChannels();
    });
    item.append(unlink);
    list.append(item);
  }
}

// A single-use code links a Telegram chat (/start CODE) or an email address (a message with the
// code, sent from that address: only its owner can do that).
document.getElementById('link-code').addEventListener('click', async () => {
  const box = document.getElementById('link-instructions');
  const response = await fetch('/api/v1/channels/code', { method: 'POST', credentials: 'same-origin' });
  const code = await response.json();
  box.replaceChildren();
  box.hidden = false;
  if (!response.ok) { box.textContent = code.detail || response.statusText; return; }
  const intro = document.createElement('p');
  intro.textContent = t('codeIs').replace('{time}', time(code.expiresAt));
  const value = document.createElement('strong');
  value.className = 'code';
  value.textContent = code.code;
  const telegram = document.createElement('p');
  telegram.textContent = t('telegramHow').replace('{code}', code.code);
  if (code.telegramLink) {
    telegram.append(` ${t('telegramOpen')} `);
    const link = document.createElement('a');
    link.href = code.telegramLink;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = code.telegramLink;
    telegram.append(link);
  }
  box.append(intro, value, telegram);
  if (code.emailAddress) {
    const email = document.createElement('p');
    email.textContent = t('emailHow').replace('{address}', code.emailAddress);
    box.append(email);
  }
});

document.getElementById('settings-form').addEventListener('submit', async (event) => {
  event.preventDefault();
  const paused = document.getElementById('paused-until').value;
  const response = await fetch('/api/v1/settings', {
    method: 'PUT', credentials: 'same-origin', headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ memoryEnabled: document.getElementById('memory-enabled').checked,
                           pausedUntil: paused ? new Date(paused).toISOString() : null }),
  });
  showSettingsState(await response.json());
});

document.getElementById('wipe').addEventListener('click', async () => {
  if (!window.confirm(t('confirmWipe'))) return;
  const response = await fetch('/api/v1/me/memory', { method: 'DELETE', credentials: 'same-origin' });
  const body = await response.json();
  const erased = Object.values(body.deleted || {}).reduce((sum, rows) => sum + rows, 0);
  document.getElementById('wiped').textContent = response.ok ? t('wiped').replace('{n}', erased) : (body.detail || response.statusText);
});

function showView(name, highlight) {
  document.querySelectorAll('nav button').forEach((b) => b.classList.toggle('active', b.dataset.view === name));
  document.querySelectorAll('.view').forEach((view) => { view.hidden = view.id !== name; });
  if (name === 'activity') showActivity();
  if (name === 'memories') showMemories(highlight);
  if (name === 'settings') showSettings();
}

document.querySelectorAll('nav button').forEach((button) => button.addEventListener('click', () => showView(button.dataset.view)));
document.getElementById('kind-filter').addEventListener('change', () => showMemories());
