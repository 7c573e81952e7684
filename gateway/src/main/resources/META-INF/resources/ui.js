// Small DOM helpers shared by the views. User data only ever enters the page as text
// (textContent, attribute values): nothing here, or in any view, assigns innerHTML.
import { lang, t, timeZone } from './i18n.js';

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

const formats = new Map();
function format(options) {
  const key = `${lang} ${timeZone} ${JSON.stringify(options)}`;
  if (!formats.has(key)) formats.set(key, new Intl.DateTimeFormat(lang, { ...options, timeZone }));
  return formats.get(key);
}

/** A date and time in the user's own time zone (their setting), in their language. */
export const when = (iso) => (iso ? format({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso)) : '');
export const clock = (iso) => (iso ? format({ timeStyle: 'short' }).format(new Date(iso)) : '');
export const day = (iso) => (iso ? format({ dateStyle: 'medium' }).format(new Date(iso)) : '');

/**
 * When a memory is due or happened, as precisely as the user said it: an event told without an
 * hour ("hier", "la semaine dernière") shows its day only, never an hour nobody said.
 */
export function memoryTime(memory) {
  if (memory.dueAt) return when(memory.dueAt);
  if (!memory.occurredAt) return '';
  const told = String(memory.text || '').split(' — ').slice(1).join(' — ');
  return /(?:\bà \d|\bat \d)/.test(told) ? when(memory.occurredAt) : day(memory.occurredAt);
}

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
    closeOnBackdrop(dialog, 'no');
    document.body.append(dialog);
    dialog.showModal();
  });
}

/** The "nothing yet" line of an empty list. */
export const empty = (text = t('app.empty')) => el('p', { class: 'empty', text });

/** Appends {text} to {node} as text, its **bold** parts as <strong> (never parsed as HTML). */
export function inline(node, text) {
  text.split(/(\*\*[^*\n]+\*\*)/).forEach((part) => {
    if (/^\*\*[^*\n]+\*\*$/.test(part)) node.append(el('strong', { text: part.slice(2, -2) }));
    else if (part) node.append(document.createTextNode(part));
  });
  return node;
}

/**
 * A reply with minimal formatting: one paragraph per line, "- " or "1. " lines as lists, **bold**.
 * Everything else stays characters: a reply that contains markup shows the markup, it never runs.
 */
export function richText(text) {
  const root = el('div', { class: 'rich' });
  let list = null;
  for (const line of String(text ?? '').split('\n')) {
    const bullet = /^\s*(?:[-*•]|(\d+)[.)])\s+(.*)$/.exec(line);
    if (!line.trim()) { list = null; continue; }
    if (bullet) {
      const tag = bullet[1] ? 'ol' : 'ul';
      if (!list || list.tagName.toLowerCase() !== tag) { list = el(tag); root.append(list); }
      list.append(inline(el('li'), bullet[2]));
    } else {
      list = null;
      root.append(inline(el('p'), line));
    }
  }
  return root;
}

/**
 * A modal dialog closes when a tap lands outside its box (on the shaded backdrop). Only a tap that
 * also began there: the click a phone makes after the tap that opened the dialog lands on the
 * backdrop too, and must not close it at once.
 */
export function closeOnBackdrop(dialog, value = '') {
  const onBackdrop = (event) => {
    if (event.target !== dialog) return false;
    const box = dialog.getBoundingClientRect();
    return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
  };
  let pressedOnBackdrop = false;
  dialog.addEventListener('pointerdown', (event) => { pressedOnBackdrop = onBackdrop(event); });
  dialog.addEventListener('click', (event) => {
    if (pressedOnBackdrop && onBackdrop(event)) dialog.close(value);
    pressedOnBackdrop = false;
  });
}

/** A bottom sheet with a title, a body and a close button; removed once closed. Returns the dialog. */
export function sheet({ id, title, body }) {
  const dialog = el('dialog', { class: 'sheet', id, 'aria-labelledby': `${id}-title` },
    el('header', {}, el('h2', { id: `${id}-title`, text: title })), body,
    el('div', { class: 'buttons' }, el('button', { type: 'button', class: 'secondary', text: t('app.close'), on: { click: () => dialog.close() } })));
  dialog.addEventListener('close', () => dialog.remove());
  closeOnBackdrop(dialog);
  document.body.append(dialog);
  dialog.showModal();
  return dialog;
}
