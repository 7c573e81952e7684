// Contexts, phone first: the list, one context's core (frame and state, todos to tick), its
// sources, notes and outputs on demand, a box to persist (with the browser's dictation where it
// has one), ingestion with its progress, and the spreadsheet export. Everything shown is text.
import { api } from './api.js';
import { lang, register, t } from './i18n.js';
import { el, when, notice, empty } from './ui.js';

register({
  en: {
    'tab.contexts': 'Contexts',
    'contexts.note': 'A context is a mission: persist what you collect, then ingest it into notes that cite their sources.',
    'contexts.new': 'New context', 'contexts.name': 'Name', 'contexts.mission': 'Mission', 'contexts.create': 'Create',
    'contexts.none': 'No context yet.', 'contexts.back': 'All contexts', 'contexts.mission.label': 'Mission',
    'contexts.state': 'State', 'contexts.synthesis': 'Synthesis', 'contexts.handoff': 'Handoff',
    'contexts.todos': 'Todos', 'contexts.decisions': 'Decisions', 'contexts.contradictions': 'Contradictions to check',
    'contexts.questions': 'Open questions', 'contexts.counts': '{sources} sources ({pending} to ingest) · {notes} notes · {outputs} outputs',
    'contexts.persist': 'Persist', 'contexts.persistPlaceholder': 'What you heard or saw, word for word…', 'contexts.dictate': 'Dictate',
    'contexts.listening': 'Listening…', 'contexts.kind.dictation': 'Dictation', 'contexts.kind.note': 'Note',
    'contexts.kind.transcript': 'Transcript', 'contexts.persisted': 'Persisted, verbatim (not ingested yet).',
    'contexts.ingest': 'Ingest', 'contexts.ingesting': 'Ingesting: {read} of {n} sources read…',
    'contexts.ingested': 'Ingested: {notes} notes, {decisions} decisions, {todos} todos, {contradictions} contradictions.',
    'contexts.export': 'Export (XLSX)', 'contexts.save': 'Save', 'contexts.saved': 'Saved.',
    'contexts.tab.sources': 'Sources', 'contexts.tab.atomic': 'Notes', 'contexts.tab.outputs': 'Outputs',
    'contexts.search': 'Search', 'contexts.notIngested': 'not ingested', 'contexts.cites': 'cites: {quote}',
  },
  fr: {
    'tab.contexts': 'Contextes',
    'contexts.note': 'Un contexte est une mission : persiste ce que tu collectes, puis ingère-le en notes qui citent leurs sources.',
    'contexts.new': 'Nouveau contexte', 'contexts.name': 'Nom', 'contexts.mission': 'Mission', 'contexts.create': 'Créer',
    'contexts.none': 'Aucun contexte pour l’instant.', 'contexts.back': 'Tous les contextes', 'contexts.mission.label': 'Mission',
    'contexts.state': 'État', 'contexts.synthesis': 'Synthèse', 'contexts.handoff': 'Passation',
    'contexts.todos': 'Todos', 'contexts.decisions': 'Décisions', 'contexts.contradictions': 'Contradictions à vérifier',
    'contexts.questions': 'Questions ouvertes', 'contexts.counts': '{sources} sources ({pending} à ingérer) · {notes} notes · {outputs} livrables',
    'contexts.persist': 'Persister', 'contexts.persistPlaceholder': 'Ce que tu as entendu ou vu, mot pour mot…', 'contexts.dictate': 'Dicter',
    'contexts.listening': 'J’écoute…', 'contexts.kind.dictation': 'Dictée', 'contexts.kind.note': 'Note',
    'contexts.kind.transcript': 'Transcription', 'contexts.persisted': 'Persisté, tel quel (pas encore ingéré).',
    'contexts.ingest': 'Ingérer', 'contexts.ingesting': 'Ingestion : {read} sources lues sur {n}…',
    'contexts.ingested': 'Ingéré : {notes} notes, {decisions} décisions, {todos} todos, {contradictions} contradictions.',
    'contexts.export': 'Exporter (XLSX)', 'contexts.save': 'Sauvegarder', 'contexts.saved': 'Sauvegardé.',
    'contexts.tab.sources': 'Sources', 'contexts.tab.atomic': 'Notes', 'contexts.tab.outputs': 'Livrables',
    'contexts.search': 'Chercher', 'contexts.notIngested': 'pas ingérée', 'contexts.cites': 'cite : {quote}',
  },
});

const PATH = '/api/v1/contexts';

export function mountContexts(section) {
  const message = el('p', { hidden: true });
  const body = el('div', { id: 'contexts-body' });
  section.append(el('p', { class: 'hint', text: t('contexts.note') }), message, body);

  async function showList() {
    notice(message, '');
    const name = el('input', { id: 'context-name', required: true, maxlength: '100', placeholder: t('contexts.name'), 'aria-label': t('contexts.name') });
    const mission = el('input', { id: 'context-mission', required: true, maxlength: '4000', placeholder: t('contexts.mission'), 'aria-label': t('contexts.mission') });
    const form = el('form', { class: 'card stack', id: 'context-new', on: { submit: async (event) => {
      event.preventDefault();
      try {
        const created = await api.post(PATH, { name: name.value.trim(), mission: mission.value.trim() });
        showContext(created.id);
      } catch (failure) { notice(message, failure.message, 'error'); }
    } } }, el('h2', { text: t('contexts.new') }), name, mission, el('button', { type: 'submit', class: 'primary', text: t('contexts.create') }));
    try {
      const { contexts } = await api.get(PATH);
      body.replaceChildren(el('ul', { id: 'contexts-list', class: 'stack' }, ...(contexts.length ? contexts.map((context) =>
        el('li', { class: 'card row', dataset: { id: context.id } },
          el('button', { type: 'button', class: 'link', text: context.name, on: { click: () => showContext(context.id) } }),
          el('span', { class: 'hint', text: when(context.updatedAt) }))) : [empty(t('contexts.none'))])), form);
    } catch (failure) { notice(message, failure.message, 'error'); }
  }

  async function showContext(id) {
    notice(message, '');
    let core;
    try { core = await api.get(`${PATH}/${id}`); } catch (failure) { notice(message, failure.message, 'error'); return; }
    const progress = el('p', { id: 'context-progress', class: 'hint', role: 'status' });
    const actions = el('div', { class: 'buttons' },
      el('button', { type: 'button', id: 'context-ingest', class: 'primary', text: t('contexts.ingest'), on: { click: () => ingest(id, progress) } }),
      el('button', { type: 'button', class: 'secondary', text: t('contexts.save'), on: { click: async () => {
        try { await api.post(`${PATH}/${id}/save?lang=${lang}`); await showContext(id); notice(message, t('contexts.saved')); } catch (failure) { notice(message, failure.message, 'error'); }
      } } }),
      el('a', { href: `${PATH}/${id}/export.xlsx`, id: 'context-export', class: 'button secondary', download: `${core.name}.xlsx`, text: t('contexts.export') }));
    body.replaceChildren(
      el('button', { type: 'button', class: 'link', text: `← ${t('contexts.back')}`, on: { click: showList } }),
      el('section', { class: 'card', id: 'context-core', dataset: { id } },
        el('h2', { text: core.name }),
        el('p', {}, el('strong', { text: `${t('contexts.mission.label')}${lang === 'fr' ? ' : ' : ': '}` }), core.mission),
        el('p', { class: 'hint', id: 'context-counts', text: t('contexts.counts', { sources: core.counts.sources, pending: core.counts.pendingSources, notes: core.counts.notes, outputs: core.counts.outputs }) }),
        field('contexts.state', core.state), field('contexts.synthesis', core.synthesis), field('contexts.handoff', core.handoff),
        todos(id, core.todos), items('contexts.decisions', core.decisions), items('contexts.contradictions', core.contradictions),
        items('contexts.questions', core.questions)),
      persistBox(id), actions, progress, parts(id));
  }

  function field(label, value) {
    return value ? el('div', {}, el('h3', { text: t(label) }), el('p', { class: 'pre', text: value })) : null;
  }

  function items(label, list) {
    return list.length ? el('div', {}, el('h3', { text: t(label) }), el('ul', { class: 'stack' }, ...list.map((item) =>
      el('li', { text: item.text, title: item.citations.map((c) => c.quote).join(' | ') })))) : null;
  }

  function todos(id, list) {
    if (!list.length) return null;
    return el('div', {}, el('h3', { text: t('contexts.todos') }), el('ul', { class: 'stack', id: 'context-todos' }, ...list.map((todo) => {
      const box = el('input', { type: 'checkbox', id: `todo-${todo.id}`, checked: todo.done, on: { change: async () => {
        try { await api.patch(`${PATH}/${id}/todos/${todo.id}`, { done: box.checked }); } catch (failure) { notice(message, failure.message, 'error'); }
      } } });
      return el('li', { class: 'row' }, box, el('label', { for: `todo-${todo.id}`, text: todo.text }));
    })));
  }

  function persistBox(id) {
    const text = el('textarea', { id: 'context-persist-text', rows: '4', placeholder: t('contexts.persistPlaceholder'), 'aria-label': t('contexts.persist') });
    const kind = el('select', { id: 'context-persist-kind', 'aria-label': 'kind' },
      ...['dictation', 'note', 'transcript'].map((value) => el('option', { value, text: t(`contexts.kind.${value}`) })));
    const Recognition = window.SpeechRecognition || window.webkitSpeechRecognition;
    const dictate = Recognition ? el('button', { type: 'button', id: 'context-dictate', class: 'secondary', text: t('contexts.dictate'), on: { click: () => {
      const recognition = new Recognition();
      recognition.lang = lang === 'fr' ? 'fr-FR' : 'en-US';
      recognition.interimResults = false;
      dictate.textContent = t('contexts.listening');
      recognition.onresult = (event) => { text.value += (text.value ? ' ' : '') + event.results[0][0].transcript; };
      recognition.onend = () => { dictate.textContent = t('contexts.dictate'); };
      recognition.start();
    } } }) : null;
    return el('form', { class: 'card stack', id: 'context-persist', on: { submit: async (event) => {
      event.preventDefault();
      if (!text.value.trim()) return;
      try {
        await api.post(`${PATH}/${id}/sources`, { kind: kind.value, text: text.value });
        text.value = '';
        await showContext(id);
        notice(message, t('contexts.persisted'));
      } catch (failure) { notice(message, failure.message, 'error'); }
    } } }, text, el('div', { class: 'buttons' }, kind, dictate, el('button', { type: 'submit', class: 'primary', text: t('contexts.persist') })));
  }

  async function ingest(id, progress) {
    try {
      const job = await api.post(`${PATH}/${id}/ingest`);
      const queued = await api.get(`${PATH}/${id}/ingest/${job.jobId}`);
      progress.textContent = t('contexts.ingesting', { read: queued.read, n: queued.sources });
      for (let tries = 0; tries < 120; tries++) {
        const state = await api.get(`${PATH}/${id}/ingest/${job.jobId}`);
        progress.textContent = t('contexts.ingesting', { read: state.read, n: state.sources });
        if (state.status === 'done') {
          await showContext(id);
          notice(message, t('contexts.ingested', state));
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 500));
      }
    } catch (failure) { notice(message, failure.message, 'error'); }
  }

  function parts(id) {
    const list = el('ul', { class: 'stack', id: 'context-part' });
    const q = el('input', { type: 'search', id: 'context-query', placeholder: t('contexts.search'), 'aria-label': t('contexts.search') });
    let part = 'sources';
    const tabs = el('div', { class: 'buttons', role: 'tablist' }, ...['sources', 'atomic', 'outputs'].map((name) =>
      el('button', { type: 'button', role: 'tab', class: 'secondary', id: `context-tab-${name}`, text: t(`contexts.tab.${name}`), on: { click: () => { part = name; load(); } } })));
    async function load() {
      for (const tab of tabs.children) tab.setAttribute('aria-selected', String(tab.id === `context-tab-${part}`));
      const answer = await api.get(`${PATH}/${id}/${part}${q.value.trim() ? `?q=${encodeURIComponent(q.value.trim())}` : ''}`);
      const rows = answer[part] || [];
      list.replaceChildren(...(rows.length ? rows.map((row) => el('li', { class: 'card' },
        row.title ? el('strong', { text: row.title }) : null,
        el('p', { class: 'pre', text: row.text ?? row.body }),
        part === 'sources' && !row.ingested ? el('span', { class: 'pill', text: t('contexts.notIngested') }) : null,
        part === 'atomic' ? el('p', { class: 'hint', text: t('contexts.cites', { quote: row.citations.map((c) => c.quote).join(' | ') }) }) : null))
        : [empty()]));
    }
    load().catch((failure) => notice(message, failure.message, 'error'));
    return el('section', { class: 'card' }, tabs,
      el('form', { class: 'search', on: { submit: (event) => { event.preventDefault(); load(); } } }, q,
        el('button', { type: 'submit', class: 'secondary', text: t('contexts.search') })), list);
  }

  return { show: showList };
}
