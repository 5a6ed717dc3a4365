import type { Lang } from '../../shared/i18n/index.ts';

/** The platform's OJK licence (shown with the repayment health; a constant, like the licence itself). */
export const PLATFORM_LICENCE = {
  number: 'KEP-112/D.05/2023',
  status: {
    id: 'Berizin dan diawasi oleh OJK',
    en: 'Licensed and supervised by OJK',
  },
} as const;

export function licenceOf(lang: Lang): { number: string; status: string } {
  return { number: PLATFORM_LICENCE.number, status: PLATFORM_LICENCE.status[lang] };
}
