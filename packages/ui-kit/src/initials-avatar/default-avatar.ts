const silhouette =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">' +
  '<rect width="64" height="64" fill="#e9ecef"/>' +
  '<circle cx="32" cy="25" r="11" fill="#adb5bd"/>' +
  '<path d="M12 58c1.5-11 10-18 20-18s18.5 7 20 18z" fill="#adb5bd"/>' +
  '</svg>';

/** A neutral person silhouette (an inline SVG data URI) for people with no photo and no name. */
export const DEFAULT_AVATAR_URL = `data:image/svg+xml,${encodeURIComponent(silhouette)}`;
