// The morning review: what last night's consolidation promoted, held (and why), and what waits
// for the user's own decision (approve or reject); the night's diff, memory by memory; and "undo
// this night". Every text comes from the API as text (never HTML).
import { api } from './api.js';
import { register, t } from './i18n.js';
import { confirmDialog, el, empty, notice, when } from './ui.js';

register({
  en: {
    'tab.review': 'Review', 'review.intro': 'Each night I tidy what you told me: here is what I did, and what I left for you.',
    'review.waiting': 'Waiting for you', 'review.noneWaiting': 'Nothing waits for your decision.',
    'review.approve': 'Keep it', 'review.reject': 'Forget it', 'review.approved': 'Kept.', 'review.rejected': 'Forgotten.',
    'review.night': 'Last night', 'review.runs': 'Earlier nights', 'review.noRun': 'No night yet.',
    'review.runNow': 'Tidy up now', 'review.undo': 'Undo this night', 'review.undone': 'This night was undone.',
    'review.undoTitle': 'Undo this night?', 'review.undoBody': 'Your memories and identity card go back exactly to how they were before it.',
    'review.undoFirst': 'A later night must be undone first.',
    'review.promoted': 'Kept', 'review.superseded': 'Updated', 'review.held': 'Left for later', 'review.review': 'Sent to you',
    'review.diff': 'before: {before} → after: {after}', 'review.replaces': 'replaces “{text}”',
    'review.memory.candidate': 'not yet established', 'review.memory.active': 'known', 'review.memory.superseded': 'replaced',
    'review.memory.archived': 'forgotten',
    'review.status.applied': 'done', 'review.status.rolled-back': 'undone', 'review.status.failed': 'failed: nothing was changed',
    'review.status.classified': 'waiting for 3:30', 'review.status.applying': 'in progress', 'review.status.rolling-back': 'being undone',
    'review.reason.clear': 'clear and settled', 'review.reason.changing-attribute': 'a newer value of something that changes',
    'review.reason.quiet': 'you talked about it in the last day: it may still change',
    'review.reason.low-confidence': 'I was not sure I understood', 'review.reason.no-destination': 'I could not tell exactly who or what it belongs to',
    'review.reason.already-known': 'I already knew it', 'review.reason.sensitive-domain': 'health, money, legal or identity: your call',
    'review.reason.unchangeable-attribute': 'it contradicts something that does not change',
    'review.domain.health': 'health', 'review.domain.finance': 'money', 'review.domain.legal': 'legal', 'review.domain.identity': 'identity',
    'review.domain.none': 'sensitive', 'review.yourCall': 'your call',
  },
  fr: {
    'tab.review': 'Revue', 'review.intro': 'Chaque nuit, je range ce que tu m’as dit : voici ce que j’ai fait, et ce que je te laisse.',
    'review.waiting': 'En attente de toi', 'review.noneWaiting': 'Rien n’attend ta décision.',
    'review.approve': 'Garder', 'review.reject': 'Oublier', 'review.approved': 'Gardé.', 'review.rejected': 'Oublié.',
    'review.night': 'Cette nuit', 'review.runs': 'Nuits précédentes', 'review.noRun': 'Pas encore de nuit.',
    'review.runNow': 'Ranger maintenant', 'review.undo': 'Annuler cette nuit', 'review.undone': 'Cette nuit a été annulée.',
    'review.undoTitle': 'Annuler cette nuit ?', 'review.undoBody': 'Tes souvenirs et ta fiche d’identité redeviennent exactement comme avant.',
    'review.undoFirst': 'Il faut d’abord annuler une nuit plus récente.',
    'review.promoted': 'Gardé', 'review.superseded': 'Mis à jour', 'review.held': 'Laissé pour plus tard', 'review.review': 'Envoyé à toi',
    'review.diff': 'avant : {before} → après : {after}', 'review.replaces': 'remplace « {text} »',
    'review.memory.candidate': 'pas encore établi', 'review.memory.active': 'retenu', 'review.memory.superseded': 'remplacé',
    'review.memory.archived': 'oublié',
    'review.status.applied': 'fait', 'review.status.rolled-back': 'annulée', 'review.status.failed': 'échouée : rien n’a changé',
    'review.status.classified': 'en attente de 3 h 30', 'review.status.applying': 'en cours', 'review.status.rolling-back': 'en cours d’annulation',
    'review.reason.clear': 'clair et posé', 'review.reason.changing-attribute': 'une valeur plus récente de quelque chose qui change',
    'review.reason.quiet': 'tu en as parlé dans la journée : ça peut encore bouger',
    'review.reason.low-confidence': 'je n’étais pas sûr d’avoir compris', 'review.reason.no-destination': 'je ne savais pas exactement à qui ou à quoi le rattacher',
    'review.reason.already-known': 'je le savais déjà', 'review.reason.sensitive-domain': 'santé, argent, justice ou identité : à toi de voir',
    'review.reason.unchangeable-attribute': 'ça contredit quelque chose qui ne change pas',
    'review.domain.health': 'santé', 'review.domain.finance': 'argent', 'review.domain.legal': 'justice', 'review.domain.identity': 'identité',
    'review.domain.none': 'sensible', 'review.yourCall': 'à toi de voir',
  },
});

const OUTCOMES = ['promoted', 'superseded', 'held', 'review'];
const state = (status) => (status ? t(`review.memory.${status}`) : '—');

export function mountReview(section) {
  const status = el('p', { hidden: true });
  const waiting = el('ul', { id: 'review-waiting', class: 'stack' });
  const night = el('div', { id: 'review-night' });
  const earlier = el('ul', { id: 'review-runs', class: 'stack' });
  section.append(
    el('p', { class: 'hint', text: t('review.intro') }), status,
    el('section', { class: 'card' }, el('h2', { text: t('review.waiting') }), waiting),
    el('section', { class: 'card' }, el('h2', { text: t('review.night') }), night),
    el('section', { class: 'card' }, el('h2', { text: t('review.runs') }), earlier),
    el('button', { type: 'button', class: 'secondary', id: 'review-run-now', text: t('review.runNow'), on: { click: runNow } }));

  async function runNow(event) {
    event.target.disabled = true;
    try {
      await api.post('/api/v1/consolidation/runs', {});
      await show();
    } catch (failure) {
      notice(status, failure.message, 'error');
    } finally {
      event.target.disabled = false;
    }
  }

  function item(entry) {
    const decide = (decision) => async () => {
      try {
        await api.post(`/api/v1/consolidation/review/${encodeURIComponent(entry.id)}/${decision}`, {});
        notice(status, t(decision === 'approve' ? 'review.approved' : 'review.rejected'));
        await show();
      } catch (failure) {
        notice(status, failure.message, 'error');
      }
    };
    const open = entry.status === 'waiting';
    return el('li', { class: 'row review-item', dataset: { item: entry.id, domain: entry.domain } },
      el('div', {}, el('p', { text: entry.text }),
        el('p', { class: 'hint', text: entry.reason === 'sensitive-domain' ? `${t(`review.domain.${entry.domain}`)} · ${t('review.yourCall')}`
          : t(`review.reason.${entry.reason}`) })),
      el('div', { class: 'buttons' },
        el('button', { type: 'button', class: 'primary', text: t('review.approve'), disabled: !open, on: { click: decide('approve') } }),
        el('button', { type: 'button', class: 'secondary', text: t('review.reject'), disabled: !open, on: { click: decide('reject') } })));
  }

  function change(outcome, entry) {
    const before = entry.before?.status;
    const after = entry.after?.status;
    return el('li', { class: `row change ${outcome}`, dataset: { memory: entry.memoryId, outcome } },
      el('div', {},
        el('p', { text: entry.text }),
        el('p', { class: 'hint', text: t(`review.reason.${entry.reason}`) }),
        entry.supersedes ? el('p', { class: 'hint', text: t('review.replaces', { text: entry.replacedBefore?.text ?? '…' }) }) : null,
        before || after ? el('p', { class: 'diff', text: t('review.diff', { before: state(before), after: state(after) }) }) : null));
  }

  function runCard(run, latest) {
    const groups = OUTCOMES.filter((outcome) => run[outcome]?.length).map((outcome) =>
      el('div', { class: 'group' }, el('h3', { text: `${t(`review.${outcome}`)} (${run[outcome].length})` }),
        el('ul', { class: 'stack' }, ...run[outcome].map((entry) => change(outcome, entry)))));
    const undo = latest && run.status === 'applied'
      ? el('button', { type: 'button', class: 'danger', id: 'review-undo', text: t('review.undo'), on: { click: () => undoNight(run) } }) : null;
    return el('article', { class: 'run', dataset: { run: run.id, status: run.status } },
      el('p', { class: 'hint', text: `${when(run.startedAt)} · ${t(`review.status.${run.status}`)}` }),
      ...(groups.length ? groups : [empty()]), undo);
  }

  async function undoNight(run) {
    const sure = await confirmDialog({ title: t('review.undoTitle'), body: t('review.undoBody'), confirm: t('review.undo'), danger: true });
    if (!sure) return;
    try {
      await api.post(`/api/v1/consolidation/runs/${encodeURIComponent(run.id)}/rollback`, {});
      notice(status, t('review.undone'));
      await show();
    } catch (failure) {
      notice(status, failure.status === 409 ? t('review.undoFirst') : failure.message, 'error');
    }
  }

  async function show() {
    try {
      const [queue, runs] = await Promise.all([api.get('/api/v1/consolidation/review'), api.get('/api/v1/consolidation/runs?limit=10')]);
      waiting.replaceChildren(...(queue.items.length ? queue.items.map(item) : [empty(t('review.noneWaiting'))]));
      const [last, ...rest] = runs.runs;
      night.replaceChildren(last ? runCard(last, true) : empty(t('review.noRun')));
      earlier.replaceChildren(...rest.map((run) => el('li', {}, runCard(run, false))));
    } catch (failure) {
      notice(status, failure.message, 'error');
    }
  }

  return { show };
}
