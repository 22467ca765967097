import { SERVICE_FORM_DEFAULTS, STORAGE_KEYS } from '@rendezvous/domain';
import type { ServiceFormFields } from '@rendezvous/ui-kit';

/** An add-service form left open: kept per business so it reopens in the same one. */
interface ServiceDraft {
  business_id: number;
  values: Partial<ServiceFormFields>;
}

const KEY = STORAGE_KEYS.incompleteBusinessService;

export function saveServiceDraft(businessId: number, values: ServiceFormFields): void {
  try {
    localStorage.setItem(
      KEY,
      JSON.stringify({ business_id: businessId, values } satisfies ServiceDraft),
    );
  } catch {
    // Storage full or disabled: the draft is a convenience.
  }
}

export function clearServiceDraft(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Storage disabled: nothing was kept.
  }
}

/**
 * The draft of this business, read once and then cleared, so it reopens the dialog a single
 * time. A draft of another business stays for it; what cannot be read is ignored.
 */
export function takeServiceDraft(businessId: number): Partial<ServiceFormFields> | null {
  let raw: string | null = null;
  try {
    raw = localStorage.getItem(KEY);
  } catch {
    return null;
  }
  if (!raw) return null;
  let draft: ServiceDraft | null = null;
  try {
    draft = JSON.parse(raw) as ServiceDraft;
  } catch {
    draft = null;
  }
  if (!draft || draft.business_id !== businessId) return null;
  clearServiceDraft();
  return typeof draft.values === 'object' && draft.values !== null ? wellTyped(draft.values) : null;
}

/** Only the form's own fields, each of the type the form expects (ids may be null). */
function wellTyped(values: Record<string, unknown>): Partial<ServiceFormFields> {
  const kept: Record<string, unknown> = {};
  for (const [field, fallback] of Object.entries(SERVICE_FORM_DEFAULTS)) {
    const value = values[field];
    const nullableId = field === 'service_category_id' || field === 'subscription_period_id';
    if (
      value === null
        ? nullableId
        : typeof value === (fallback === null ? 'number' : typeof fallback)
    ) {
      kept[field] = value;
    }
  }
  return kept as Partial<ServiceFormFields>;
}
