import { useIntl } from 'react-intl';
import { commonMessages } from '../i18n/common-messages';

/**
 * The document title of a page: `<title>` (hoisted to <head> by React) with the page's own title and
 * the brand, '{title} · Pendana' in the page's language. Every screen renders one, next to its h1;
 * one per page. A bare `<title>` is refused by lint (eslint.config.js).
 */
export function DocumentTitle({ title }: { title: string | undefined }) {
  const intl = useIntl();
  return (
    <title>
      {title
        ? intl.formatMessage(commonMessages.documentTitle, { title })
        : intl.formatMessage(commonMessages.appName)}
    </title>
  );
}
