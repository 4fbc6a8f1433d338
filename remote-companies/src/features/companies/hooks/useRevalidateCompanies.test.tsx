import { act, screen, waitFor } from '@testing-library/react';
import useSWR from 'swr';
import { companiesApi, contactsApi, keys, organisationApi } from '@meridian/shared/api';
import { companyList, contactList } from '../../../testing/fixtures';
import { mockApi, renderWithProviders, resetAppState } from '@meridian/shared/testing';
import { useRevalidateCompanies } from './useRevalidateCompanies';

beforeEach(resetAppState);

/** Other screens' data, as the remotes cache it: a contacts list, a companies list, the summary. */
function Harness({ after }: { after: 'create' | 'change' }) {
  const revalidate = useRevalidateCompanies(after);
  useSWR(keys.contacts({}), () => contactsApi.list({}));
  useSWR(keys.companies({ page: 1 }), () => companiesApi.list({ page: 1 }));
  useSWR(keys.summary(), () => organisationApi.summary());
  return (
    <button type="button" onClick={() => void revalidate()}>
      saved
    </button>
  );
}

async function saved(after: 'create' | 'change') {
  const api = mockApi({
    'GET /contacts': { body: contactList([]) },
    'GET /companies': { body: companyList([]) },
    'GET /organisation/summary': { body: { contacts: 0, companies: 0 } },
  });
  renderWithProviders(<Harness after={after} />);
  await waitFor(() => expect(api.calls).toHaveLength(3));
  await act(async () => screen.getByRole('button', { name: 'saved' }).click());
  await waitFor(() => expect(api.callsTo('GET /companies')).toHaveLength(2));
  return api;
}

// docs/PRODUCT.md §4 cache refresh: a company write refreshes the other remotes' lists it changes.
it('after a company is created: the companies lists and the summary, not the contacts', async () => {
  const api = await saved('create');
  await waitFor(() => expect(api.callsTo('GET /organisation/summary')).toHaveLength(2));
  expect(api.callsTo('GET /contacts')).toHaveLength(1);
});

it("after a company is updated or deleted: the contacts lists too (they show the company's name)", async () => {
  const api = await saved('change');
  await waitFor(() => expect(api.callsTo('GET /contacts')).toHaveLength(2));
  expect(api.callsTo('GET /organisation/summary')).toHaveLength(2);
});
