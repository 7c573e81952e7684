// Everything the assistant keeps about the user: the identity card, a search, the list filtered
// by kind, and the sheet where one memory is read, rewritten or deleted.
import { api } from './api.js';
import { t } from './i18n.js';
import { el, when, notice, confirmDialog, empty, inline, closeOnBackdrop, memoryTime } from './ui.js';

const KINDS = ['fact', 'person', 'event', 'memo', 'task', 'reminder', 'topic'];
const PAGE = 50;

// the list to refresh after a change made in the sheet (when the memories view exists)
let refreshList = () => {};

/**
 * The identity card is markdown: headings, list items, **bold**. Each line becomes elements whose
 * text is set as text (so markup in a memory stays visible characters), never parsed as HTML.
 */
export function renderMarkdown(markdown) {
  const root = el('div', { class: 'markdown' });
  let list = null;
  for (const line of markdown.split('\n')) {
    if (!line.trim()) { list = null; continue; }
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const item = /^\s*[-*]\s+(.*)$/.exec(line);
    if (heading) {
      list = null;
      root.append(inline(el(`h${heading[1].length + 2}`), heading[2]));
    } else if (item) {
      if (!list) { list = el('ul'); root.append(list); }
      list.append(inline(el('li'), item[1]));
    } else {
      list = null;
      root.append(inline(el('p'), line));
    }
  }
  return root;
}

/**
 * A memory announced in a reply is stored a moment later (memory-service hears it from Kafka):
 * a 404 right after is asked again for a few seconds before it counts.
 */
async function fetchMemory(id) {
  for (let attempt = 0; ; attempt++) {
    try {
      return await api.get(`/api/v1/memories/${encodeURIComponent(id)}`);
    } catch (failure) {
      if (failure.status !== 404 || attempt >= 8) throw failure;
      await new Promise((resolve) => setTimeout(resolve, 250 * (attempt + 1)));
    }
  }
}

/** Opens the sheet of one memory, over whichever view is showing. */
export async function openMemory(id) {
  const message = el('p', { class: 'notice', hidden: true });
  const text = el('textarea', { id: 'memory-text', rows: '4', 'aria-label': t('memory.text') });
  const details = el('dl', { class: 'details' });
  const badge = el('span', { class: 'badge' });
  // usable once the memory is read
  const save = el('button', { type: 'submit', class: 'primary', text: t('memory.save'), disabled: true });
  const remove = el('button', { type: 'button', class: 'danger', id: 'memory-delete', text: t('memory.delete'), disabled: true });
  const close = el('button', { type: 'button', class: 'secondary', text: t('app.close'), on: { click: () => sheet.close() } });
  const form = el('form', { method: 'dialog', id: 'memory-form' },
    el('label', { for: 'memory-text', text: t('memory.text') }), text, message,
    el('div', { class: 'buttons' }, remove, close, save));
  const sheet = el('dialog', { class: 'sheet memory-sheet', id: 'memory-sheet', 'aria-labelledby': 'memory-sheet-title', dataset: { memoryId: id } },
    el('header', {}, el('h2', { id: 'memory-sheet-title', text: t('memory.title') }), badge), details, form);
  sheet.addEventListener('close', () => sheet.remove());
  closeOnBackdrop(sheet);
  document.querySelectorAll('dialog.memory-sheet').forEach((other) => other.close());
  document.body.append(sheet);
  sheet.showModal();

  let memory;
  try {
    memory = await fetchMemory(id);
  } catch (failure) {
    notice(message, failure.status === 404 ? t('memory.notFound') : failure.message, 'error');
    text.disabled = true;
    return;
  }
  badge.textContent = t(`kind.${memory.kind}`);
  badge.className = `badge kind-${memory.kind}`;
  text.value = memory.text;
  const rows = [
    memory.dueAt ? [t('memory.due'), when(memory.dueAt)] : null,
    memory.occurredAt ? [t('memory.occurred'), memoryTime({ text: memory.text, occurredAt: memory.occurredAt })] : null,
    [t('memory.recorded'), when(memory.recordedAt)],
  ].filter((row) => row && row[1]);
  details.replaceChildren(...rows.flatMap(([term, value]) => [el('dt', { text: term }), el('dd', { text: value })]),
    el('dt', { text: memory.visible ? t('memories.visible') : t('memories.silent') }));

  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    const rewritten = text.value.trim();
    if (!rewritten) { notice(message, t('memory.empty'), 'error'); return; }
    try {
      await api.patch(`/api/v1/memories/${encodeURIComponent(id)}`, { text: rewritten });
      notice(message, t('memory.saved'));
      refreshList();
    } catch (failure) {
      notice(message, failure.message, 'error');
    }
  });
  remove.addEventListener('click', async () => {
    const sure = await confirmDialog({ title: t('memory.deleteTitle'), body: t('memory.deleteBody', { text: memory.text }),
      confirm: t('memory.delete'), danger: true });
    if (!sure) return;
    try {
      await api.delete(`/api/v1/memories/${encodeURIComponent(id)}`);
      sheet.close();
      refreshList();
    } catch (failure) {
      notice(message, failure.message, 'error');
    }
  });
  save.disabled = remove.disabled = false;
}

const REPLACED = ['superseded', 'archived'];

export function mountMemories(section) {
  const card = el('div', { id: 'identity-card-body' });
  const searchInput = el('input', { id: 'search-input', type: 'search', maxlength: '500', placeholder: t('memories.searchPlaceholder'),
    'aria-label': t('memories.search') });
  const hits = el('ol', { id: 'search-hits', class: 'stack' });
  const chips = el('div', { class: 'chips', role: 'group', id: 'kind-filter' });
  const list = el('ol', { id: 'memory-list', class: 'stack' });
  const more = el('button', { type: 'button', class: 'secondary more', hidden: true, text: t('memories.more') });
  const error = el('p', { hidden: true });
  section.append(
    el('details', { id: 'identity-card', class: 'card' }, el('summary', { text: t('memories.identityCard') }), card),
    el('form', { id: 'search-form', role: 'search', class: 'search', on: { submit: search } },
      searchInput, el('button', { type: 'submit', class: 'secondary', text: t('memories.search') })),
    hits, chips, error, list, more);

  let kind = '';
  let cursor = null;
  for (const value of ['', ...KINDS]) {
    chips.append(el('button', { type: 'button', class: 'chip', dataset: { kind: value }, 'aria-pressed': String(value === kind),
      text: value ? t(`kind.${value}`) : t('memories.all'),
      on: { click: () => { kind = value; chips.querySelectorAll('.chip').forEach((chip) => chip.setAttribute('aria-pressed', String(chip.dataset.kind === kind))); load(); } } }));
  }

  // on a phone the filters run past the screen's edge: a fade says there are more, on the side they are
  function scrollHint() {
    const more = chips.scrollLeft + chips.clientWidth < chips.scrollWidth - 1;
    const back = chips.scrollLeft > 1;
    chips.dataset.scroll = [more ? 'more' : null, back ? 'back' : null].filter(Boolean).join(' ');
  }
  chips.addEventListener('scroll', scrollHint, { passive: true });
  new ResizeObserver(scrollHint).observe(chips);

  function item(memory) {
    const due = memoryTime(memory);
    return el('li', { class: `memory kind-${memory.kind}`, dataset: { memoryId: memory.id, kind: memory.kind } },
      el('button', { type: 'button', class: 'memory-open', on: { click: () => openMemory(memory.id) } },
        el('span', { class: `badge kind-${memory.kind}`, text: t(`kind.${memory.kind}`) }),
        el('span', { class: 'memory-text', text: memory.text }),
        el('small', { text: [memory.visible ? null : t('memories.silent'), due || null].filter(Boolean).join(' · ') })));
  }

  async function load(append = false) {
    notice(error, '');
    const query = new URLSearchParams({ limit: String(PAGE) });
    if (kind) query.set('kind', kind);
    if (append && cursor) query.set('cursor', cursor);
    try {
      const page = await api.get(`/api/v1/memories?${query}`);
      // what a correction or a night replaced stays in the API (with its validTo) but is no longer shown as known
      const items = (page.items || []).filter((memory) => !REPLACED.includes(memory.status)).map(item);
      if (append) list.append(...items);
      else list.replaceChildren(...(items.length ? items : [empty()]));
      cursor = page.next || null;
      more.hidden = !cursor;
    } catch (failure) {
      notice(error, failure.message, 'error');
    }
  }
  more.addEventListener('click', () => load(true));

  async function showCard() {
    try {
      const identity = await api.get('/api/v1/identity-card');
      card.replaceChildren(identity.markdown ? renderMarkdown(identity.markdown) : empty(t('memories.identityEmpty')));
    } catch (failure) {
      card.replaceChildren(el('p', { class: 'notice error', text: failure.message }));
    }
  }

  async function search(event) {
    event.preventDefault();
    const q = searchInput.value.trim();
    hits.replaceChildren();
    if (!q) return;
    try {
      const found = await api.get(`/api/v1/memories/search?k=10&q=${encodeURIComponent(q)}`);
      if (!found.hits.length) { hits.append(empty(t('memories.noHit'))); return; }
      // one hit per thing, memories first: the answer is shaped by memory-service; here only how a person reads it
      hits.append(...found.hits.map((hit) => el('li', { class: 'card hit', 'data-hit-type': hit.type },
        el('span', { class: 'memory-text', text: hit.text }),
        el('small', { class: 'hit-angles', text: [hit.type === 'message' ? t('memories.message') : null,
          ...(hit.angles || []).map((angle) => t(`angle.${angle}`))].filter(Boolean).join(' · ') }),
        hit.type === 'memory' ? el('button', { type: 'button', class: 'secondary', text: t('chat.open'), on: { click: () => openMemory(hit.id) } }) : null)));
    } catch (failure) {
      hits.append(el('li', { class: 'notice error', text: failure.message }));
    }
  }

  refreshList = () => { load(); showCard(); };
  return { show: () => { load(); showCard(); } };
}
