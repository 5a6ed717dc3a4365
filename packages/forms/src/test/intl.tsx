// Renders with react-intl and the app's real catalogue (lender-web src/i18n/messages), read as data
// as the fields would see it in the app: a rule id missing from it would show as the bare id.
import { render, type RenderResult } from '@testing-library/react';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReactElement } from 'react';
import { IntlProvider } from 'react-intl';

const catalogue = (locale: 'id' | 'en') =>
  JSON.parse(
    readFileSync(
      path.resolve(
        import.meta.dirname,
        `../../../../apps/lender-web/src/i18n/messages/${locale}.json`,
      ),
      'utf8',
    ),
  ) as Record<string, string>;

export const CATALOGUE = { id: catalogue('id'), en: catalogue('en') };

export function renderWithIntl(ui: ReactElement, locale: 'id' | 'en' = 'id'): RenderResult {
  return render(
    <IntlProvider locale={locale} messages={CATALOGUE[locale]}>
      {ui}
    </IntlProvider>,
  );
}
