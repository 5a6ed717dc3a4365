import type { ApiRoute } from '../../../http/route.ts';
import { getAppSettingsRoute } from './get-app-settings.ts';
import { getPlatformHealthRoute } from './get-platform-health.ts';

/** The operations this module serves, mounted under the API base path. */
export const platformRoutes: readonly ApiRoute[] = [getPlatformHealthRoute, getAppSettingsRoute];
