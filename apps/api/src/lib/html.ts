/** Writing text into HTML safely: the server's pages (a business site's head and payload). */

/**
 * JSON that can sit inside a <script> element: '<' (hence '</script>' and '<!--'), '>', '&'
 * and the two line separators JavaScript once refused are written as escapes.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Text or an attribute's value as HTML: the five characters that could end or open markup. */
export function escapeHtml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );
}
