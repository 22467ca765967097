/** The search of a page drawing a site (the live site and the admin's preview). */
export interface SiteSearch {
  /** Opens the booking dialog at once (links from e-mails, ads and the console use it). */
  showAppointmentDialog?: boolean;
}

export function validateSiteSearch(search: Record<string, unknown>): SiteSearch {
  return search.showAppointmentDialog === true || search.showAppointmentDialog === 'true'
    ? { showAppointmentDialog: true }
    : {};
}
