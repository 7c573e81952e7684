// Placeholder until the constellation module lands (another engineer builds it): the same export,
// showing the memories of the graph as a plain list that opens each one.
import { el } from './ui.js';
import { register } from './i18n.js';

register({
  en: { 'constellation.soon': 'The map of your memories is coming. Meanwhile, here they are:' },
  fr: { 'constellation.soon': 'La carte de tes souvenirs arrive bientôt. En attendant, les voici :' },
});

export function renderConstellation(container, { api, t, openMemory }) {
  let gone = false;
  const list = el('ul', { class: 'stack constellation-placeholder' });
  container.append(el('p', { class: 'hint', text: t('constellation.soon') }), list);
  api.get('/api/v1/memories/graph').then((graph) => {
    if (gone) return;
    list.replaceChildren(...graph.nodes.map((node) => el('li', {},
      el('button', { type: 'button', class: `memory-open kind-${node.kind}`, on: { click: () => openMemory(node.id) } },
        el('span', { class: `badge kind-${node.kind}`, text: t(`kind.${node.kind}`) }), el('span', { text: node.label })))));
  }).catch((failure) => { if (!gone) list.replaceChildren(el('li', { class: 'notice error', text: failure.message })); });
  return () => { gone = true; };
}
