// The activities remote's RecordActivities on a company's page: first on its Overview, read-only
// for who may not change the company, and a line with Retry when that remote is down.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { provideRemoteLoader, type RecordActivitiesProps } from '@meridian/shared/federation';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import { contactList, makeCompany } from '../../../testing/fixtures';
import { renderCompanies, signInAs, signOut } from '../../../testing/renderCompanies';

const seen: RecordActivitiesProps[] = [];

function FakeRecordActivities(props: RecordActivitiesProps) {
  seen.push(props);
  return <p>{`Activities of ${props.record.kind} ${'companyId' in props.record ? props.record.companyId : ''}`}</p>;
}

beforeEach(() => {
  resetAppState();
  seen.length = 0;
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  signOut();
  jest.restoreAllMocks();
});

function setup(ownerId: string | null = null) {
  return mockApi({
    'GET /companies/:id': { body: { company: makeCompany({ owner_id: ownerId }) } },
    'GET /contacts': { body: contactList([]) },
    'GET /members': { body: { members: [] } },
  });
}

it("opens the company's Overview with its activities, before its details", async () => {
  const loader = jest.fn(async () => ({ default: FakeRecordActivities }));
  provideRemoteLoader(loader as never);
  setup();
  renderCompanies('/companies/c1');
  const section = await screen.findByRole('region', { name: 'Activities' });
  expect(await within(section).findByText('Activities of company c1')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('activities/RecordActivities', { fresh: false });
  expect(seen.at(-1)).toEqual({ record: { kind: 'company', companyId: 'c1' }, readOnly: false });
  expect(screen.getByText('Makes everything.')).toBeInTheDocument();
});

it('is read-only for a member who may not change the company', async () => {
  provideRemoteLoader((async () => ({ default: FakeRecordActivities })) as never);
  const api = setup('u3');
  signInAs(api, 'member', 'everyone_reads');
  renderCompanies('/companies/c1');
  await screen.findByText('Activities of company c1');
  expect(seen.at(-1)).toEqual(expect.objectContaining({ readOnly: true }));
});

it('says so with Retry when the activities remote is down; the page works on, and Retry loads it', async () => {
  let fail = true;
  provideRemoteLoader((async (id: string) => {
    if (fail) throw new Error(`${id} is not running`);
    return { default: FakeRecordActivities };
  }) as never);
  setup();
  renderCompanies('/companies/c1');
  const section = await screen.findByRole('region', { name: 'Activities' });
  expect(await within(section).findByText('Activities cannot be shown right now.')).toBeInTheDocument();
  expect(screen.getByRole('heading', { name: 'Acme Corp' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: /Contacts/ }));
  expect(screen.queryByRole('region', { name: 'Activities' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('tab', { name: 'Overview' }));
  fail = false;
  await userEvent.click(within(await screen.findByRole('region', { name: 'Activities' })).getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('Activities of company c1')).toBeInTheDocument();
});
