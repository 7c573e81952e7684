// The conversation: say something, read the reply (at once, or later on the stream), open what
// the assistant created for you, decide on what it proposes to do. The page follows the newest
// message; the session is read again on return, and past conversations can be reopened.
import { api, ApiError } from './api.js';
import { t } from './i18n.js';
import { el, clock, when, notice, richText, sheet, memoryTime } from './ui.js';
import { actionCard } from './activity.js';

export function mountChat(section, { openMemory, me = {} }) {
  const intro = () => el('li', { class: 'intro', text: t('chat.intro') });
  const conversation = el('ol', { id: 'conversation', class: 'conversation', 'aria-live': 'polite' }, intro());
  const typing = el('div', { id: 'typing', class: 'typing', role: 'status', 'aria-label': t('chat.typing'), hidden: true },
    el('span'), el('span'), el('span'));
  const tools = el('div', { class: 'chat-tools' },
    el('button', { type: 'button', class: 'secondary', id: 'conversations', text: t('chat.conversations'), on: { click: listConversations } }),
    el('button', { type: 'button', class: 'secondary', id: 'new-conversation', text: t('chat.new'), on: { click: () => startOver() } }));
  const field = el('textarea', { id: 'say-text', name: 'text', rows: '1', required: true, placeholder: t('chat.placeholder'),
    'aria-label': t('chat.placeholder'), enterkeyhint: 'send' });
  const send = el('button', { type: 'submit', class: 'primary send', text: t('chat.send') });
  const error = el('p', { id: 'chat-error', hidden: true });
  const form = el('form', { id: 'say', class: 'composer', autocomplete: 'off' }, field, send);
  section.append(tools, conversation, typing, error, form);

  // the conversation a user comes back to: kept per user in this browser, read again from the server
  const SESSION = `souvenir.session.${me.username || ''}`;
  let sessionId = localStorage.getItem(SESSION) || undefined;
  // A reply can reach the stream before its POST returns: hold stream replies while a POST is in
  // flight, and show each turn once.
  const shown = new Set();
  const held = new Map();
  const actionCards = new Map();
  let inFlight = 0;

  function bubble(role, content, meta) {
    const item = el('li', { class: `bubble ${role}` }, typeof content === 'string' ? el('p', { text: content }) : content,
      meta ? el('small', { text: meta }) : null);
    conversation.append(item);
    follow();
    return item;
  }

  // the newest message in sight, above the composer (its scroll margin keeps it clear of the box and the tab bar)
  function follow() {
    if (section.hidden) return;
    const last = typing.hidden ? conversation.lastElementChild : typing;
    requestAnimationFrame(() => last?.scrollIntoView({ block: 'end' }));
  }

  function working(on) {
    typing.hidden = !on;
    follow();
  }

  // Only visible creations ever reach the client: each gets a card that opens it.
  function creationCard(creation) {
    const due = memoryTime(creation);
    return el('div', { class: `card creation kind-${creation.kind}`, dataset: { memoryId: creation.id } },
      el('span', { class: 'badge', text: t(`kind.${creation.kind}`) }),
      el('p', { class: 'card-text', text: creation.text }),
      due ? el('small', { text: due }) : null,
      el('button', { type: 'button', class: 'secondary open', text: t('chat.open'), on: { click: () => openMemory(creation.id) } }));
  }

  function showReply(reply) {
    if (shown.has(reply.turnId)) return;
    shown.add(reply.turnId);
    held.delete(reply.turnId);
    const item = bubble('assistant', richText(reply.reply), clock(new Date().toISOString()));
    for (const creation of reply.creations || []) item.append(creationCard(creation));
    if (reply.memory === 'off') item.append(el('small', { class: 'memory-note', text: t('chat.memoryOff') }));
    if (reply.memory === 'paused') item.append(el('small', { class: 'memory-note', text: t('chat.memoryPaused') }));
    if (reply.memory === 'unknown') item.append(el('small', { class: 'memory-note', text: t('chat.memoryUnknown') }));
    follow();
  }

  // What was said in a session, oldest first, as it was shown (replies with their formatting; cards are in Memories).
  async function showSession(id) {
    const page = await api.get(`/api/v1/messages?sessionId=${encodeURIComponent(id)}&limit=200`);
    const messages = (page.items || []).slice().reverse();
    conversation.replaceChildren(...(messages.length ? [] : [intro()]));
    for (const message of messages) {
      if (message.turnId) shown.add(message.turnId);
      const mine = message.role === 'user';
      bubble(mine ? 'user' : 'assistant', mine ? message.text : richText(message.text),
        `${when(message.at)}${message.channel && message.channel !== 'web' ? ` · ${t(`channel.${message.channel}`)}` : ''}`);
    }
  }

  function remember(id) {
    sessionId = id;
    if (id) localStorage.setItem(SESSION, id); else localStorage.removeItem(SESSION);
  }

  function startOver() {
    remember(undefined);
    conversation.replaceChildren(intro());
    notice(error, '');
    field.focus({ preventScroll: true });
  }

  async function listConversations() {
    const list = el('ol', { id: 'conversation-list', class: 'stack' }, el('li', { class: 'empty', text: t('app.loading') }));
    const dialog = sheet({ id: 'conversations-sheet', title: t('chat.conversations'), body: list });
    try {
      const sessions = (await api.get('/api/v1/sessions?limit=30')).sessions || [];
      list.replaceChildren(...(sessions.length ? sessions.map((session) => el('li', {},
        el('button', { type: 'button', class: 'memory-open conversation-open', dataset: { sessionId: session.id },
          'aria-current': session.id === sessionId ? 'true' : false,
          on: { click: async () => {
            dialog.close();
            remember(session.id);
            await showSession(session.id).catch((failure) => notice(error, failure.message, 'error'));
          } } },
          el('span', { class: 'memory-text', text: session.title || t('chat.untitled') }),
          el('small', { text: `${when(session.lastMessageAt)} · ${t('chat.messages', { n: session.messages })}` })))) : [el('li', { class: 'empty', text: t('chat.noConversation') })]));
    } catch (failure) {
      list.replaceChildren(el('li', { class: 'notice error', text: failure.message }));
    }
  }

  // Failures already told: a failure that happened while no page was open is told on the next visit, once.
  const SEEN = 'souvenir.failuresSeen';
  const seenFailures = () => { try { return new Set(JSON.parse(localStorage.getItem(SEEN) || '[]')); } catch { return new Set(); } };
  function markSeen(id) {
    const seen = seenFailures();
    seen.add(id);
    localStorage.setItem(SEEN, JSON.stringify([...seen].slice(-200)));
  }

  function cardFor(action, meta) {
    const card = actionCard(action);
    actionCards.set(action.id, card);
    bubble('notice', card.element, meta);
    return card;
  }

  function showNotification(notification) {
    window.dispatchEvent(new CustomEvent('souvenir:notification', { detail: notification }));
    if (notification.kind === 'action.updated' && notification.subjectId) {
      if (notification.status === 'failed') markSeen(notification.subjectId);
      const existing = actionCards.get(notification.subjectId);
      if (existing) {
        // the card shows the state at once, then what the ledger says of it (the reason of a failure, the countdown)
        // (a failure's notification is its reason, in words)
        existing.update(notification.status, notification.status === 'failed' ? { reason: notification.text } : {});
        existing.refresh();
        return;
      }
      if (notification.status === 'proposed' || notification.status === 'failed') {
        // the notification's text tells the state too; the card shows the state once and the label the ledger gives
        cardFor({ id: notification.subjectId, label: '', status: notification.status }, t('chat.notification')).refresh();
        return;
      }
    }
    bubble('notice', notification.text, t('chat.notification'));
  }

  async function tellFailuresWhileAway() {
    try {
      const failed = (await api.get('/api/v1/actions?status=failed&days=7')).actions || [];
      const seen = seenFailures();
      for (const action of failed.filter((one) => !seen.has(one.id) && !actionCards.has(one.id)).reverse()) {
        cardFor(action, t('chat.failedWhileAway'));
        markSeen(action.id);
      }
    } catch { /* told on a later visit */ }
  }
  // on return, the session as it was; then what failed while no page was open
  (sessionId ? showSession(sessionId).catch(() => {}) : Promise.resolve()).then(tellFailuresWhileAway);

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const text = field.value.trim();
    if (!text) return;
    notice(error, '');
    const mine = bubble('user', text, clock(new Date().toISOString()));
    field.value = '';
    inFlight++;
    send.disabled = true;
    working(true);
    try {
      const { status, body } = await api.request('/api/v1/turns', { method: 'POST', body: { text, channel: 'web', sessionId } });
      remember(body.sessionId);
      if (status === 202) bubble('assistant pending', t('chat.late')).dataset.turnId = body.turnId;
      else showReply(body);
    } catch (failure) {
      // nothing was said: take the message back into the field, with the server's reason
      mine.remove();
      field.value = text;
      notice(error, t('chat.failed', { detail: failure instanceof ApiError ? failure.message : String(failure) }), 'error');
    } finally {
      inFlight--;
      send.disabled = false;
      if (inFlight === 0) working(false);
      if (inFlight === 0) held.forEach((reply) => showReply(reply));
    }
  });
  field.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.isComposing) {
      event.preventDefault();
      form.requestSubmit();
    }
  });

  // Replies that arrive late (or from another channel) come on the stream, and so do notifications.
  const stream = new EventSource('/api/v1/stream');
  stream.onmessage = (event) => {
    const reply = JSON.parse(event.data);
    conversation.querySelector(`[data-turn-id="${CSS.escape(reply.turnId)}"]`)?.remove();
    if (inFlight > 0) held.set(reply.turnId, reply);
    else showReply(reply);
  };
  stream.addEventListener('notification', (event) => showNotification(JSON.parse(event.data)));
  // what was notified while the stream was away is asked again once it is back
  stream.onopen = () => actionCards.forEach((card) => card.refresh());
  // the stream reconnects by itself; when it cannot, the session may be over: ask once
  stream.onerror = () => {
    if (stream.readyState === EventSource.CLOSED) api.get('/api/v1/me').catch(() => {});
  };

  return { show: () => { field.focus({ preventScroll: true }); follow(); } };
}
