// The user's knowledge index: their sources (documents, last rebuild) and a search that shows
// which field matched and flags stale documents. Everything shown is set as text, never as HTML.
import { api } from './api.js';
import { register, t } from './i18n.js';
import { el, when, notice, empty } from './ui.js';

register({
  en: {
    'tab.knowledge': 'Knowledge',
    'knowledge.note': 'Notes your coding assistants search: rebuild a source with ./souvenir index DIR; assistants add notes through MCP.',
    'knowledge.sources': 'Sources', 'knowledge.documents': '{n} documents', 'knowledge.rebuilt': 'rebuilt {time}',
    'knowledge.noSource': 'No source yet. Index a folder with ./souvenir index DIR.',
    'knowledge.search': 'Search', 'knowledge.searchPlaceholder': 'Find a note, in any language…', 'knowledge.noHit': 'Nothing found.',
    'knowledge.rewritten': 'Also searched: {words}', 'knowledge.stale': 'stale', 'knowledge.matched': 'matched in {fields}',
    'knowledge.updated': 'updated {time}', 'knowledge.field.name': 'name', 'knowledge.field.description': 'description',
    'knowledge.field.keywords': 'keywords', 'knowledge.field.summary': 'summary', 'knowledge.field.body': 'body',
  },
  fr: {
    'tab.knowledge': 'Savoir',
    'knowledge.note': 'Les notes que tes assistants de code consultent : reconstruis une source avec ./souvenir index DOSSIER ; les assistants ajoutent des notes par MCP.',
    'knowledge.sources': 'Sources', 'knowledge.documents': '{n} documents', 'knowledge.rebuilt': 'reconstruite {time}',
    'knowledge.noSource': 'Aucune source pour l’instant. Indexe un dossier avec ./souvenir index DOSSIER.',
    'knowledge.search': 'Chercher', 'knowledge.searchPlaceholder': 'Trouver une note, dans n’importe quelle langue…', 'knowledge.noHit': 'Rien trouvé.',
    'knowledge.rewritten': 'Cherché aussi : {words}', 'knowledge.stale': 'ancienne', 'knowledge.matched': 'trouvée dans {fields}',
    'knowledge.updated': 'mise à jour {time}', 'knowledge.field.name': 'nom', 'knowledge.field.description': 'description',
    'knowledge.field.keywords': 'mots-clés', 'knowledge.field.summary': 'résumé', 'knowledge.field.body': 'texte',
  },
});

export function mountKnowledge(section) {
  const sources = el('ul', { id: 'knowledge-sources', class: 'stack' });
  const input = el('input', { type: 'search', id: 'knowledge-query', placeholder: t('knowledge.searchPlaceholder'), maxlength: '1000' });
  const form = el('form', { class: 'search', on: { submit: (event) => { event.preventDefault(); search(); } } },
    input, el('button', { type: 'submit', class: 'primary', text: t('knowledge.search') }));
  const rewritten = el('p', { class: 'hint', id: 'knowledge-rewritten', hidden: true });
  const hits = el('ul', { id: 'knowledge-hits', class: 'stack' });
  const error = el('p', { hidden: true });
  section.append(el('p', { class: 'hint', text: t('knowledge.note') }), error,
    el('section', { class: 'card' }, el('h2', { text: t('knowledge.sources') }), sources),
    form, rewritten, hits);

  async function showSources() {
    notice(error, '');
    try {
      const answer = await api.get('/api/v1/knowledge/sources');
      sources.replaceChildren(...(answer.sources.length ? answer.sources.map((source) => el('li', { class: 'row', dataset: { source: source.source } },
        el('code', { text: source.source }),
        el('span', { text: `${t('knowledge.documents', { n: source.documents })} · ${t('knowledge.rebuilt', { time: when(source.rebuiltAt) })}` })))
        : [empty(t('knowledge.noSource'))]));
    } catch (failure) {
      notice(error, failure.message, 'error');
    }
  }

  async function search() {
    const q = input.value.trim();
    if (!q) return;
    notice(error, '');
    try {
      const answer = await api.get(`/api/v1/knowledge/search?q=${encodeURIComponent(q)}&k=20`);
      rewritten.hidden = !answer.rewritten;
      rewritten.textContent = answer.rewritten ? t('knowledge.rewritten', { words: answer.rewritten }) : '';
      hits.replaceChildren(...(answer.hits.length ? answer.hits.map(hit) : [empty(t('knowledge.noHit'))]));
    } catch (failure) {
      notice(error, failure.message, 'error');
    }
  }

  function hit(found) {
    const fields = found.fields.map((field) => t(`knowledge.field.${field}`)).join(', ');
    return el('li', { class: 'card', dataset: { id: found.id, stale: String(found.stale) } },
      el('div', { class: 'row' }, el('strong', { text: found.name }),
        found.stale ? el('span', { class: 'pill down stale', text: t('knowledge.stale') }) : null),
      found.description ? el('p', { text: found.description }) : null,
      el('p', { class: 'hint' }, el('code', { text: `${found.source}/${found.path}` }),
        ` · ${found.type ? `${found.type} · ` : ''}${t('knowledge.updated', { time: when(found.updatedAt) })}`
        + (fields ? ` · ${t('knowledge.matched', { fields })}` : '')));
  }

  return { show: showSources };
}
