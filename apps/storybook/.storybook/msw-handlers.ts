// The SDK's MSW handlers (`@pendana/api-sdk/msw`, contract examples for every operation).
import { handlers } from '@pendana/api-sdk/msw';

export const sdkHandlers = handlers;
