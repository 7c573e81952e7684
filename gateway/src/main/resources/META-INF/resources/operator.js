// For operators: whether each service is healthy, each connector (SMTP, Telegram) with its recent
// failures by type, how many records wait in each dead-letter queue, and Zipkin. The page never
// shows a user's memory nor what failed to leave (the API behind it holds neither).
import { api } from './api.js';
import { has, t, tn } from './i18n.js';
import { el, notice, when } from './ui.js';

export function mountOperator(section) {
  const health = el('ul', { id: 'service-health', class: 'stack' });
  const deadLetters = el('ul', { id: 'dead-letters', class: 'stack' });
  const connectors = el('ul', { id: 'connectors', class: 'stack' });
  const zipkin = el('p');
  const error = el('p', { hidden: true });
  section.append(
    el('p', { class: 'hint', text: t('operator.note') }), error,
    el('section', { class: 'card' }, el('h2', { text: t('operator.health') }), health),
    el('section', { class: 'card' }, el('h2', { text: t('operator.connectors') }), connectors),
    el('section', { class: 'card' }, el('h2', { text: t('operator.deadLetters') }), deadLetters),
    zipkin,
    el('button', { type: 'button', class: 'secondary', text: t('operator.refresh'), on: { click: show } }));

  const pill = (status) => el('span', { class: `pill ${status.toLowerCase()}`, text: t(`operator.status.${status}`) });

  async function show() {
    notice(error, '');
    try {
      const overview = await api.get('/api/v1/operator/overview');
      health.replaceChildren(...overview.services.map((service) => el('li', { class: 'row', dataset: { service: service.name, status: service.status } },
        el('span', { text: service.name }), pill(service.status))));
      connectors.replaceChildren(...(overview.connectors || []).map((connector) => el('li', { dataset: { connector: connector.name, status: connector.status } },
        el('div', { class: 'row' }, el('span', { text: t(`operator.connector.${connector.name}`) }), pill(connector.status)),
        ...(connector.failures?.length
          ? connector.failures.map((failure) => el('small', { class: 'failure', dataset: { type: failure.type }, text: t('operator.failure', {
            what: has(`operator.failure.${failure.type}`) ? t(`operator.failure.${failure.type}`) : failure.type,
            count: tn('operator.times', failure.count), at: when(failure.lastAt) }) }))
          : [el('small', { text: t('operator.noFailure') })]))));
      deadLetters.replaceChildren(...(overview.deadLetters
        ? overview.deadLetters.map((queue) => el('li', { class: `row ${queue.records > 0 ? 'attention' : ''}`, dataset: { topic: queue.topic, records: String(queue.records) } },
          el('code', { text: queue.topic }), el('span', { text: t('operator.records', { n: queue.records }) })))
        : [el('li', { class: 'notice error', text: t('operator.kafkaDown') })]));
      zipkin.replaceChildren(overview.zipkinUrl
        ? el('a', { href: overview.zipkinUrl, target: '_blank', rel: 'noopener', class: 'button secondary', id: 'zipkin-link', text: t('operator.zipkin') }) : '');
    } catch (failure) {
      notice(error, failure.message, 'error');
    }
  }

  return { show };
}
