// A link naming a project instead of a funding (`?drawer=yield&project=21`, as the inbox's items of a
// project's events do) opens that drawer of the lender's funding in the project, on its tab; the URL
// is replaced by the funding's own (`?tab=…&drawer=yield&id=301`), so Back and reload behave as for
// any drawer. No funding of the lender in that project: the list, without a drawer.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ManagedFundings } from '@pendana/api-sdk';
import { DRAWER_ID_PARAM, DRAWER_PARAM } from '../../../lib/screen';
import { findProjectFunding } from '../utils/funding-lists';

const PROJECT_PARAM = 'project';

export function ProjectDrawerOpener({ data }: { data: ManagedFundings }) {
  const [params, setParams] = useSearchParams();
  const project = params.get(PROJECT_PARAM);
  useEffect(() => {
    if (project === null) return;
    const found = findProjectFunding(data, project);
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.delete(PROJECT_PARAM);
        if (found) {
          next.set('tab', found.tab);
          next.set(DRAWER_ID_PARAM, String(found.funding.id));
        } else {
          next.delete(DRAWER_PARAM);
        }
        return next;
      },
      { replace: true },
    );
  }, [project, data, setParams]);
  return null;
}
