import { commonMessages } from '../../../i18n/common-messages';
import { LocalLink } from '../../../lib/form-parts';
import { formStyles } from './form-styles';

/** "Back to login", under every auth form but the login's own. */
export function ToLogin() {
  return <LocalLink className={formStyles.link} to="/auth/login" text={commonMessages.toLogin} />;
}
