// For workspace admins: who belongs to the workspace (searched, counted and paged by the server),
// and removing or restoring a member (after a confirmation). Membership only: this page never
// shows anyone's memories.
import { api } from './api.js';
import { t, tn } from './i18n.js';
import { el, when, notice, confirmDialog, empty } from './ui.js';

const PAGE = 50;

export function mountWorkspace(section, { me }) {
  const members = el('ul', { id: 'members', class: 'stack' });
  const message = el('p', { hidden: true });
  const search = el('input', { id: 'member-search', type: 'search', maxlength: '100', placeholder: t('workspace.search'),
    'aria-label': t('workspace.search') });
  const count = el('p', { id: 'member-count', class: 'hint', 'aria-live': 'polite' });
  const more = el('button', { type: 'button', class: 'secondary more', id: 'more-members', hidden: true, text: t('memories.more') });
  section.append(el('p', { class: 'hint', text: t('workspace.note') }),
    el('form', { role: 'search', class: 'search', on: { submit: (event) => { event.preventDefault(); show(); } } },
      search, el('button', { type: 'submit', class: 'secondary', text: t('memories.search') })),
    count, message, members, more);
  let next = null;
  let typing = null;
  search.addEventListener('input', () => { clearTimeout(typing); typing = setTimeout(show, 300); });
  more.addEventListener('click', () => load(true));

  function member(person) {
    const name = person.username || person.userId;
    const self = person.userId === me.userId;
    const removed = person.status === 'removed';
    const action = removed ? 'restore' : 'remove';
    return el('li', { class: `card member ${person.status}`, dataset: { userId: person.userId, status: person.status } },
      el('div', { class: 'row' },
        el('strong', { text: self ? `${name} (${t('workspace.self')})` : name }),
        el('span', { class: 'badge', text: t(`workspace.role.${person.role}`) }),
        el('span', { class: `pill ${removed ? 'down' : 'up'}`, text: t(`workspace.status.${person.status}`) })),
      el('small', { text: [person.joinedAt ? t('workspace.joined', { time: when(person.joinedAt) }) : null,
        person.lastSeenAt ? t('workspace.lastSeen', { time: when(person.lastSeenAt) }) : null].filter(Boolean).join(' · ') }),
      self ? null : el('button', { type: 'button', class: removed ? 'secondary' : 'danger', text: t(`workspace.${action}`),
        on: { click: () => decide(person, name, action) } }));
  }

  async function decide(person, name, action) {
    const sure = await confirmDialog({ title: t(`workspace.${action}Title`, { name }), body: t(`workspace.${action}Body`, { name }),
      confirm: t(`workspace.${action}`), danger: action === 'remove' });
    if (!sure) return;
    try {
      await api.post(`/api/v1/workspace/members/${encodeURIComponent(person.userId)}/${action}`);
      show();
    } catch (failure) {
      notice(message, failure.message, 'error');
    }
  }

  async function load(append = false) {
    notice(message, '');
    const query = new URLSearchParams({ limit: String(PAGE), offset: String(append && next ? next : 0) });
    if (search.value.trim()) query.set('q', search.value.trim());
    try {
      const body = await api.get(`/api/v1/workspace/members?${query}`);
      const items = body.members.map(member);
      if (append) members.append(...items);
      else members.replaceChildren(...(items.length ? items : [empty()]));
      next = body.next ?? null;
      more.hidden = next === null;
      const listed = members.querySelectorAll('li.member').length;
      count.textContent = tn(search.value.trim() ? 'workspace.found' : 'workspace.count', body.total, { shown: listed });
    } catch (failure) {
      notice(message, failure.message, 'error');
    }
  }

  const show = () => load(false);

  return { show };
}
