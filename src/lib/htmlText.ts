/** Text for an HTML text node or a quoted attribute value: every character that could end either is an entity. Dependency-free (the boot script bundles it). */
export const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);
