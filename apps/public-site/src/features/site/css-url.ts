/**
 * An image address as a CSS `url()` value. Unquoted, `url()` ends at the first space, quote
 * or parenthesis, and an SVG data URL holds all of them (even URI-encoded it keeps `(` and
 * `)`, as in `fill="url(#g)"`): the image then silently fails to load. So the value is quoted,
 * and a data URL whose SVG is written out raw is percent-encoded first (a raw `#` would end
 * the picture early, a raw `"` the string).
 */
export function cssUrl(src: string): string {
  return `url("${escapeForCss(encodeDataUrl(src))}")`;
}

/** Characters that never appear raw in an encoded data URL's payload. */
const RAW_PAYLOAD = /[\s<>"'#{}|\\^`]/;

function encodeDataUrl(src: string): string {
  if (!/^data:/i.test(src)) return src;
  const comma = src.indexOf(',');
  if (comma < 0) return src;
  const header = src.slice(0, comma);
  const payload = src.slice(comma + 1);
  if (/;base64$/i.test(header) || !RAW_PAYLOAD.test(payload)) return src;
  return `${header},${encodeURIComponent(payload)}`;
}

/** Inside a double-quoted CSS string: a quote, a backslash or a line break would end it. */
function escapeForCss(value: string): string {
  return value.replace(
    /["\\\n\r\f]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase().padStart(2, '0')}`,
  );
}
