import { UpdateNotificationPreferencesBody } from '@pendana/api-sdk/zod';
import { defineRoute } from '../../../http/route.ts';
import { readPreferences, savePreferences, toPreferencesAnswer } from '../preferences.ts';

/** The caller's mail language and, per kind, whether it is mailed. */
export const getNotificationPreferencesRoute = defineRoute({
  operationId: 'getNotificationPreferences',
  method: 'GET',
  url: '/v1/lender/notifications/preferences',
  auth: 'lender',
  async handle({ ctx, lender }) {
    const preferences = await readPreferences(ctx.database.db, lender.id);
    return { status: 200, body: { data: toPreferencesAnswer(preferences) } };
  },
});

/** Saves the caller's preferences; an always-mailed kind cannot be turned off (422). */
export const updateNotificationPreferencesRoute = defineRoute({
  operationId: 'updateNotificationPreferences',
  method: 'PUT',
  url: '/v1/lender/notifications/preferences',
  auth: 'lender',
  body: UpdateNotificationPreferencesBody,
  async handle({ ctx, lender, body }) {
    const saved = await savePreferences(ctx.database.db, lender.id, body, ctx.clock.now());
    return { status: 200, body: { data: toPreferencesAnswer(saved) } };
  },
});
