// A link naming a project instead of a funding (`?drawer=yield&project=21`, as the inbox's items of a
// project's events do) opens that drawer of the lender's funding in the project, on its tab; the URL
// is replaced by the funding's own (`?tab=…&drawer=yield&id=301`), so Back and reload behave as for
// any drawer. No funding of the lender in that project: the list, without a drawer. The funding is
// asked for by its project (`proyek_id`), so it is found whichever page of its tab holds it.
import { useEffect } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useListManagedFundings } from '@pendana/api-sdk';
import { DRAWER_ID_PARAM, DRAWER_PARAM } from '../../../lib/screen';
import { findProjectFunding } from '../utils/funding-lists';

const PROJECT_PARAM = 'project';

export function ProjectDrawerOpener() {
  const [params, setParams] = useSearchParams();
  const project = params.get(PROJECT_PARAM);
  const id = Number(project);
  const valid = project !== null && Number.isSafeInteger(id) && id > 0;
  const { data, isFetching } = useListManagedFundings(valid ? { proyek_id: id } : undefined, {
    query: { enabled: valid },
  });
  useEffect(() => {
    if (project === null || (valid && (data === undefined || isFetching))) return;
    const found = valid && data ? findProjectFunding(data, project) : undefined;
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
  }, [project, valid, data, isFetching, setParams]);
  return null;
}
