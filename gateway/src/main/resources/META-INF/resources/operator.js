// For operators: whether each service is healthy, how many records wait in each dead-letter
// queue, and Zipkin. The page never shows a user's memory (the API behind it holds none).
import { api } from './api.js';
import { t } from './i18n.js';
import { el, notice } from './ui.js';

export function mountOperator(section) {
  const health = el('ul', { id: 'service-health', class: 'stack' });
  const deadLetters = el('ul', { id: 'dead-letters', class: 'stack' });
  const zipkin = el('p');
  const error = el('p', { hidden: true });
  section.append(
    el('p', { class: 'hint', text: t('operator.note') }), error,
    el('section', { class: 'card' }, el('h2', { text: t('operator.health') }), health),
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
