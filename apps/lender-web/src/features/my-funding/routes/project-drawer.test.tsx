// A link naming a project (an inbox item's) opens that drawer of the lender's funding in it, on its
// tab, and the URL becomes the funding's own; no funding in that project: the list, no drawer.
import { screen, waitFor } from '@testing-library/react';
import type { FundingItem } from '@pendana/api-sdk';
import {
  getListFundingYieldsMockHandler,
  getListManagedFundingsMockHandler,
} from '@pendana/api-sdk/msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { saveSession } from '../../../lib/session';
import { textOf } from '../../../test/message-text';
import { server, setupMswServer } from '../../../test/msw-server';
import { renderApp } from '../../../test/render-app';
import { yieldMessages } from '../messages';
import { fundingLists as lists, openFunding } from '../../../test/managed-fundings';

setupMswServer();

const t = (descriptor: { id: string }) => textOf(descriptor)!;
const funding = (id: number, projectId: number, patch: Partial<FundingItem> = {}) =>
  openFunding(id, { proyek_id: projectId, ...patch });

beforeEach(() => {
  saveSession({ token: 'tok-1', userId: '1001', userStatus: 'active' });
  server.use(
    getListManagedFundingsMockHandler(
      lists({
        dataProyekAktif: [funding(5, 40)],
        dataProyekClosed: [funding(8, 21, { status_proyek: 2 })],
      }),
    ),
    getListFundingYieldsMockHandler({ data: [] }),
  );
});

describe('a drawer by project', () => {
  it("opens the yield drawer of the lender's funding in the project, on its tab", async () => {
    const { context } = renderApp('/dashboard/my-funding?drawer=yield&project=21');
    expect(await screen.findByRole('dialog', { name: t(yieldMessages.title) })).toBeTruthy();
    expect(context.router.state.location.search).toBe('?drawer=yield&tab=closed&id=8');
  });

  it("opens the funding's detail drawer", async () => {
    renderApp('/dashboard/my-funding?drawer=funding&project=40');
    expect(await screen.findByRole('dialog', { name: 'Proyek 5' })).toBeTruthy();
  });

  it('without a funding in that project: the list, no drawer', async () => {
    const { context } = renderApp('/dashboard/my-funding?drawer=yield&project=99');
    await screen.findByRole('heading', { name: 'Proyek 5' });
    await waitFor(() => expect(context.router.state.location.search).toBe(''));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
