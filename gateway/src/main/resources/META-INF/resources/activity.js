// What Souvenir did: the actions waiting for the user's decision, then every interaction grouped
// by trace, newest first, titled by the user's message, with its channel and times, all in the
// user's language; the link to the trace in Zipkin only for operators.
import { api } from './api.js';
import { has, lang, t, tn } from './i18n.js';
import { el, clock, when, notice, empty } from './ui.js';

/** "4 min 12 s", "12 s": what is left until {at}, counted down on the card. */
function remaining(at) {
  const seconds = Math.max(0, Math.ceil((new Date(at).getTime() - Date.now()) / 1000));
  const minutes = Math.floor(seconds / 60);
  return minutes > 0 ? t('action.minutesSeconds', { m: minutes, s: seconds % 60 }) : t('action.seconds', { s: seconds });
}

/** A waiting proposal whose time ran out is expired, even before the ledger says so. */
function effectiveStatus(action) {
  const status = action.status || 'proposed';
  return status === 'proposed' && action.expiresAt && new Date(action.expiresAt) <= new Date() ? 'expired' : status;
}

/**
 * An action's card: its current state only, updated in place (update(status, changes), from the
 * stream or a decision): waiting with the countdown and the confirm and cancel buttons, sending,
 * sent, cancelled, expired, or failed with the reason in words and, when it may be asked again,
 * a retry button. A decision the ledger refuses (409: expired, already decided) is explained in
 * the card, which then shows where the action really stands.
 */
export function actionCard(action, onDecided = () => {}) {
  const current = { ...action };
  const badge = el('span', { class: 'badge state' });
  const label = el('p', { class: 'card-text', text: current.label || '' });
  const detail = el('p', { class: 'detail', hidden: true });
  const message = el('p', { class: 'notice', hidden: true });
  const buttons = el('div', { class: 'buttons' });
  const element = el('div', { class: 'card action', dataset: { actionId: current.id } }, badge, label, detail, buttons, message);
  let ticking = null;
  let asking = null;

  function button(kind, text, onClick, primary) {
    return el('button', { type: 'button', class: `${primary ? 'primary' : 'secondary'} ${kind}`, text, on: { click: onClick } });
  }

  function render() {
    const state = effectiveStatus(current);
    element.dataset.status = state;
    badge.textContent = t(`action.state.${state}`);
    label.textContent = current.label || '';
    let text = '';
    if (state === 'proposed') text = current.expiresAt ? t('action.expiresIn', { left: remaining(current.expiresAt) }) : '';
    else if (state === 'confirmed' || state === 'failed') text = current.reason || '';
    detail.textContent = text;
    detail.hidden = !text;
    const wanted = state === 'proposed' ? ['confirm', 'abort'] : state === 'failed' && current.retryable ? ['retry'] : [];
    if (buttons.dataset.shows !== wanted.join()) {
      buttons.dataset.shows = wanted.join();
      buttons.replaceChildren(...wanted.map((kind) => ({
        confirm: () => button('confirm', t('action.confirm'), () => decide('confirm'), true),
        abort: () => button('abort', t('action.abort'), () => decide('abort')),
        retry: () => button('retry', t('action.retry'), () => decide('retry'), true),
      })[kind]()));
    }
    buttons.hidden = wanted.length === 0;
    if (state === 'proposed' && current.expiresAt && !ticking) ticking = setInterval(render, 1000);
    if (state !== 'proposed' && ticking) { clearInterval(ticking); ticking = null; }
    // while it is being sent, the card asks the ledger now and then: a notification missed by a
    // reconnecting stream must not leave it saying "sending" for ever
    if (state === 'confirmed' && !asking) asking = setInterval(refresh, 3000);
    if (state !== 'confirmed' && asking) { clearInterval(asking); asking = null; }
  }

  /** The ledger said where the action stands: a whole action (the API) or a notification's status and text. */
  function update(status, changes = {}) {
    const moved = status !== current.status;
    Object.assign(current, changes, { status });
    // a reason belongs to the state it came with: never a past try's "I'll try again" beside "failed"
    if (!('reason' in changes) && (moved || (status !== 'failed' && status !== 'confirmed'))) current.reason = null;
    render();
  }

  async function refresh() {
    try {
      const found = ((await api.get('/api/v1/actions?days=30')).actions || []).find((known) => known.id === current.id);
      if (found) update(found.status, found);
    } catch { /* the card keeps what it knew */ }
  }

  async function decide(decision) {
    buttons.querySelectorAll('button').forEach((one) => { one.disabled = true; });
    try {
      const decided = await api.post(`/api/v1/actions/${encodeURIComponent(current.id)}/${decision}`);
      update(decided?.status || ({ confirm: 'confirmed', abort: 'aborted', retry: 'confirmed' })[decision], decided || {});
      notice(message, t(({ confirm: 'action.confirmed', abort: 'action.aborted', retry: 'action.retried' })[decision]));
      onDecided();
    } catch (failure) {
      notice(message, failure.status === 409 ? t('action.noLongerWaits') : failure.message, 'error');
      buttons.querySelectorAll('button').forEach((one) => { one.disabled = false; });
      await refresh();
    }
  }

  render();
  // a card made from a notification knows little (no countdown): the ledger tells the rest
  if (!current.expiresAt && effectiveStatus(current) === 'proposed') refresh();
  return { element, update, refresh };
}

/**
 * What an entry's summary says, in the user's language. The services write their summaries in
 * English for whoever operates them ("Kept 2 memories (1 shown, 1 silent)"); the numbers are read
 * from them. null: the label says it all (a message received, a reply sent).
 */
const SAID = {
  'turn.received': () => null,
  'reply.sent': () => null,
  'messages.stored': (summary) => counted('activity.messagesKept', summary),
  'memories.kept': (summary) => {
    const [n, shown, silent] = numbers(summary);
    if (n === undefined) return null;
    return tn('activity.memoriesKept', n, { detail: [shown ? tn('activity.shown', shown) : null,
      silent ? tn('activity.silent', silent) : null].filter(Boolean).join(', ') });
  },
  'verifier.backfilled': (summary) => counted('activity.backfilled', summary),
  'messages.imported': (summary) => counted('activity.imported', summary),
  'import.received': (summary) => counted('activity.importReceived', summary),
};
const numbers = (summary) => (String(summary || '').match(/\d+/g) || []).map(Number);
const counted = (key, summary) => { const [n] = numbers(summary); return n === undefined ? null : tn(key, n); };

export function mountActivity(section, { me = {} } = {}) {
  const operator = (me.roles || []).includes('operator');
  const pending = el('div', { id: 'pending-actions', class: 'stack' });
  const traces = el('ol', { id: 'traces', class: 'stack' });
  const error = el('p', { hidden: true });
  section.append(
    el('h2', { text: t('activity.pending') }), pending,
    el('h2', { text: t('activity.history') }), error, traces);
  const uiConfig = api.get('/api/v1/ui-config').catch(() => ({}));

  function traceItem(trace, traceUrl, said) {
    const events = el('ul', { class: 'events' }, ...trace.events.map((event) => {
      const label = has(`event.${event.type}`) ? t(`event.${event.type}`) : event.summary;
      const detail = event.type in SAID ? SAID[event.type](event.summary) : event.summary;
      return el('li', { dataset: { type: event.type } },
        el('time', { datetime: event.at, text: clock(event.at) }), ' ',
        el('span', { text: label }),
        detail && detail !== label ? el('small', { text: detail }) : null);
    }));
    const link = traceUrl && operator ? el('a', { href: traceUrl.replace('{traceId}', encodeURIComponent(trace.traceId)),
      target: '_blank', rel: 'noopener', class: 'trace-link', text: t('activity.openTrace') }) : null;
    const title = said.get(trace.traceId);
    return el('li', { class: 'card trace', dataset: { traceId: trace.traceId } },
      el('h3', { class: 'trace-title', text: title ? (lang === 'fr' ? `« ${title} »` : `“${title}”`)
        : t(trace.events.some((event) => event.type === 'turn.forgotten') ? 'activity.forgottenTitle' : 'activity.untitled') }),
      el('header', {},
        el('time', { class: 'started', datetime: trace.startedAt, text: when(trace.startedAt) }),
        el('span', { class: 'channel', text: t('activity.on', { channel: has(`channel.${trace.channel}`) ? t(`channel.${trace.channel}`) : trace.channel }) })),
      events, link);
  }

  // The user's own messages, by the trace they started: each interaction is titled by what was said.
  async function messagesByTrace() {
    const said = new Map();
    try {
      for (const message of (await api.get('/api/v1/messages?limit=500')).items || []) {
        if (message.role === 'user' && message.traceId) said.set(message.traceId, message.text.length > 90 ? `${message.text.slice(0, 89)}…` : message.text);
      }
    } catch { /* untitled, then */ }
    return said;
  }

  // A decision updates its own card; the history below is read again to show the new step.
  async function showTraces() {
    const [activity, config, said] = await Promise.all([api.get('/api/v1/activity?days=30'), uiConfig, messagesByTrace()]);
    const list = activity.traces || [];
    traces.replaceChildren(...(list.length ? list.map((trace) => traceItem(trace, config.traceUrl, said)) : [empty()]));
  }

  // The actions still in play: waiting for a decision, being sent, or failed and possible to ask again.
  // Each card follows its action live (the chat's stream passes every notification on).
  const cards = new Map();
  window.addEventListener('souvenir:notification', ({ detail }) => {
    const card = detail.kind === 'action.updated' && cards.get(detail.subjectId);
    if (card) {
      card.update(detail.status, detail.status === 'failed' ? { reason: detail.text } : {});
      card.refresh();
    }
  });

  async function showPending() {
    const actions = await api.get('/api/v1/actions?days=7');
    const inPlay = (actions.actions || []).filter((action) => action.status === 'proposed' && new Date(action.expiresAt) > new Date()
      || action.status === 'confirmed' || action.status === 'failed' && action.retryable);
    cards.clear();
    pending.replaceChildren(...(inPlay.length
      ? inPlay.map((action) => {
        const card = actionCard(action, () => showTraces().catch(() => {}));
        cards.set(action.id, card);
        return card.element;
      }) : [empty(t('activity.noPending'))]));
  }

  async function show() {
    notice(error, '');
    try {
      await Promise.all([showPending(), showTraces()]);
    } catch (failure) {
      notice(error, failure.message, 'error');
    }
  }

  return { show };
}
