// What Souvenir did: the actions waiting for the user's decision, then every interaction grouped
// by trace, newest first, with its channel and local times, and a link to the trace in Zipkin.
import { api } from './api.js';
import { has, t } from './i18n.js';
import { el, clock, when, notice, empty } from './ui.js';

/**
 * A proposed action with its confirm and abort buttons; update(status) shows where it stands.
 * A decision the ledger refuses (409: expired, already decided) is shown in the card.
 */
export function actionCard(action, onDecided = () => {}) {
  const status = el('small', { class: 'status' });
  const message = el('p', { class: 'notice', hidden: true });
  const buttons = el('div', { class: 'buttons' });
  const element = el('div', { class: 'card action', dataset: { actionId: action.id } },
    el('span', { class: 'badge', text: t('action.pending') }),
    el('p', { class: 'card-text', text: action.label }),
    status, buttons, message);

  function update(state) {
    status.textContent = [t(`action.status.${state}`),
      state === 'proposed' && action.expiresAt ? t('action.expiresAt', { time: clock(action.expiresAt) }) : null]
      .filter(Boolean).join(' · ');
    buttons.hidden = state !== 'proposed';
    element.dataset.status = state;
  }

  async function decide(decision) {
    buttons.querySelectorAll('button').forEach((button) => { button.disabled = true; });
    try {
      const decided = await api.post(`/api/v1/actions/${encodeURIComponent(action.id)}/${decision}`);
      update(decided?.status || (decision === 'confirm' ? 'confirmed' : 'aborted'));
      notice(message, t(decision === 'confirm' ? 'action.confirmed' : 'action.aborted'));
      onDecided();
    } catch (failure) {
      notice(message, failure.message, 'error');
      buttons.querySelectorAll('button').forEach((button) => { button.disabled = false; });
    }
  }

  buttons.append(
    el('button', { type: 'button', class: 'primary confirm', text: t('action.confirm'), on: { click: () => decide('confirm') } }),
    el('button', { type: 'button', class: 'secondary abort', text: t('action.abort'), on: { click: () => decide('abort') } }));
  update(action.status || 'proposed');
  return { element, update };
}

export function mountActivity(section) {
  const pending = el('div', { id: 'pending-actions', class: 'stack' });
  const traces = el('ol', { id: 'traces', class: 'stack' });
  const error = el('p', { hidden: true });
  section.append(
    el('h2', { text: t('activity.pending') }), pending,
    el('h2', { text: t('activity.history') }), error, traces);
  const uiConfig = api.get('/api/v1/ui-config').catch(() => ({}));

  function traceItem(trace, traceUrl) {
    const events = el('ul', { class: 'events' }, ...trace.events.map((event) => {
      const label = has(`event.${event.type}`) ? t(`event.${event.type}`) : event.summary;
      return el('li', { dataset: { type: event.type } },
        el('time', { datetime: event.at, text: clock(event.at) }), ' ',
        el('span', { text: label }),
        event.summary && event.summary !== label ? el('small', { text: event.summary }) : null);
    }));
    const link = traceUrl ? el('a', { href: traceUrl.replace('{traceId}', encodeURIComponent(trace.traceId)),
      target: '_blank', rel: 'noopener', class: 'trace-link', text: t('activity.openTrace') }) : null;
    return el('li', { class: 'card trace', dataset: { traceId: trace.traceId } },
      el('header', {},
        el('time', { class: 'started', datetime: trace.startedAt, text: when(trace.startedAt) }),
        el('span', { class: 'channel', text: t('activity.on', { channel: has(`channel.${trace.channel}`) ? t(`channel.${trace.channel}`) : trace.channel }) })),
      events, link);
  }

  // A decision updates its own card; the history below is read again to show the new step.
  async function showTraces() {
    const [activity, config] = await Promise.all([api.get('/api/v1/activity?days=30'), uiConfig]);
    const list = activity.traces || [];
    traces.replaceChildren(...(list.length ? list.map((trace) => traceItem(trace, config.traceUrl)) : [empty()]));
  }

  async function showPending() {
    const actions = await api.get('/api/v1/actions?status=proposed&days=30');
    const waiting = (actions.actions || []).filter((action) => action.status === 'proposed');
    pending.replaceChildren(...(waiting.length
      ? waiting.map((action) => actionCard(action, () => showTraces().catch(() => {})).element) : [empty(t('activity.noPending'))]));
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
