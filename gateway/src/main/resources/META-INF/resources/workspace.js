// For workspace admins: who belongs to the workspace, and removing or restoring a member (after a
// confirmation). Membership only: this page never shows anyone's memories.
import { api } from './api.js';
import { t } from './i18n.js';
import { el, when, notice, confirmDialog, empty } from './ui.js';

export function mountWorkspace(section, { me }) {
  const members = el('ul', { id: 'members', class: 'stack' });
  const message = el('p', { hidden: true });
  section.append(el('p', { class: 'hint', text: t('workspace.note') }), message, members);

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

  async function show() {
    notice(message, '');
    try {
      const body = await api.get('/api/v1/workspace/members');
      members.replaceChildren(...(body.members.length ? body.members.map(member) : [empty()]));
    } catch (failure) {
      notice(message, failure.message, 'error');
    }
  }

  return { show };
}
