import type { BusinessThemeEntity } from '@rendezvous/domain';

/** What every step of the theme editor works on. */
export interface StepProps {
  businessId: number;
  themeId: number;
  /** The business's blocks of this theme, in order. */
  blocks: BusinessThemeEntity[];
}
