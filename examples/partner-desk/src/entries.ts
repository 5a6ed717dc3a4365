// Every published entry point in this program, so strict `tsc` without `skipLibCheck` checks all of
// the packages' declarations, not only those the view happens to import. Left out: the SDK's `./msw`
// and the design system's `./preset`, whose optional peers (msw, @faker-js/faker, @pandacss/dev)
// this app does not install.
import type * as sdk from '@pendana/api-sdk';
import type * as sdkClient from '@pendana/api-sdk/client';
import type * as sdkZod from '@pendana/api-sdk/zod';
import type * as ds from '@pendana/design-system';
import type * as dsFormatters from '@pendana/design-system/formatters';
import type * as dsCss from '@pendana/design-system/styled-system/css';
import type * as dsJsx from '@pendana/design-system/styled-system/jsx';
import type * as dsPatterns from '@pendana/design-system/styled-system/patterns';
import type * as dsRecipes from '@pendana/design-system/styled-system/recipes';
import type * as dsTokens from '@pendana/design-system/styled-system/tokens';
import type * as forms from '@pendana/forms';
import type * as formsSchemas from '@pendana/forms/schemas';
import type * as formsSerialize from '@pendana/forms/serialize';
import type * as formsServerErrors from '@pendana/forms/server-errors';

export type PublishedEntries = [
  typeof sdk,
  typeof sdkClient,
  typeof sdkZod,
  typeof ds,
  typeof dsFormatters,
  typeof dsCss,
  typeof dsJsx,
  typeof dsPatterns,
  typeof dsRecipes,
  typeof dsTokens,
  typeof forms,
  typeof formsSchemas,
  typeof formsSerialize,
  typeof formsServerErrors,
];
