import { defineRoute } from '../../../http/route.ts';

/**
 * The app's run-time settings (`LIVENESS_PROVIDER`): read by the web app at run time, so that the
 * platform switches a setting with a restart of the server, without a new build of the app.
 */
export const getAppSettingsRoute = defineRoute({
  operationId: 'getAppSettings',
  method: 'GET',
  url: '/v1/app/settings',
  auth: 'lender',
  async handle({ ctx }) {
    return {
      status: 200,
      body: { data: { liveness_provider: ctx.config.livenessProvider } },
    };
  },
});
