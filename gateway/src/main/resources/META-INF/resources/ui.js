// Small DOM helpers shared by the views. User data only ever enters the page as text
// (textContent, attribute values): nothing here, or in any view, assigns innerHTML.
import { lang, t } from './i18n.js';

/** el('li', { class: 'card', text: memory.text, on: { click } }, child, ...) */
export function el(tag, options = {}, ...children) {
  const node = document.createElement(tag);
  const { class: className, text, on = {}, dataset = {}, ...attributes } = options;
  if (className) node.className = className;
  if (text !== undefined && text !== null) node.textContent = text;
  for (const [name, value] of Object.entries(attributes)) {
    if (value === true) node.setAttribute(name, '');
    else if (value !== false && value !== undefined && value !== null) node.setAttribute(name, value);
  }
  Object.assign(node.dataset, dataset);
  for (const [event, handler] of Object.entries(on)) node.addEventListener(event, handler);
  node.append(...children.filter((child) => child !== null && child !== undefined && child !== false));
  return node;
}

const dateTime = new Intl.DateTimeFormat(lang, { dateStyle: 'medium', timeStyle: 'short' });
const timeOnly = new Intl.DateTimeFormat(lang, { timeStyle: 'short' });

/** A date and time in the browser's own time zone. */
export const when = (iso) => (iso ? dateTime.format(new Date(iso)) : '');
export const clock = (iso) => (iso ? timeOnly.format(new Date(iso)) : '');

/** A message line (role=status, or alert for errors) that a view shows and replaces. */
export function notice(container, text, kind = 'info') {
  container.replaceChildren();
  container.hidden = !text;
  container.className = `notice ${kind}`;
  container.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  if (text) container.textContent = text;
}

/**
 * An in-page confirmation (never window.confirm): title, what will happen, and two buttons.
 * Resolves true when confirmed.
 */
export function confirmDialog({ title, body, confirm, danger = false }) {
  return new Promise((resolve) => {
    const dialog = el('dialog', { class: 'sheet confirm', 'aria-labelledby': 'confirm-title' },
      el('h2', { id: 'confirm-title', text: title }),
      el('p', { text: body }),
      el('div', { class: 'buttons' },
        el('button', { type: 'button', class: 'secondary', text: t('app.cancel'), dataset: { answer: 'no' } }),
        el('button', { type: 'button', class: danger ? 'danger' : 'primary', text: confirm, dataset: { answer: 'yes' } })));
    dialog.addEventListener('click', (event) => {
      const answer = event.target.dataset?.answer;
      if (answer) dialog.close(answer);
    });
    dialog.addEventListener('close', () => {
      dialog.remove();
      resolve(dialog.returnValue === 'yes');
    });
    document.body.append(dialog);
    dialog.showModal();
  });
}

/** The "nothing yet" line of an empty list. */
export const empty = (text = t('app.empty')) => el('p', { class: 'empty', text });
