// A pipeline nobody is on yet says how contacts get there, instead of six empty columns.
import { screen, within } from '@testing-library/react';
import { mockApi, resetAppState } from '@meridian/shared/testing';
import type { Board } from '@meridian/shared/model';
import { boardStage, makeBoard, PIPELINES, STAGES } from '../../../testing/fixtures';
import { renderPipeline } from '../../../testing/renderPipeline';

beforeEach(resetAppState);

function emptyBoard(): Board {
  return {
    pipeline: PIPELINES[1],
    totalContacts: 0,
    totals: { open: [], won: [], forecast: [], month: [], quarter: [] },
    defaultCurrency: 'USD',
    converted: makeBoard().converted,
    dealsWithValue: 0,
    stages: STAGES.map((stage) => boardStage(stage, [])),
  };
}

function api() {
  return mockApi({
    'GET /pipeline': { body: { pipelines: [PIPELINES[1]] } },
    'GET /pipeline/p2/board': () => ({ body: emptyBoard() }),
    'GET /members': { body: { members: [] } },
  });
}

it('says how to add a contact, with links to the contacts list and the import', async () => {
  api();
  renderPipeline();
  expect(await screen.findByText('No contacts in this pipeline yet')).toBeInTheDocument();
  expect(screen.getByText(/“Pipeline” button in the contacts list/)).toBeInTheDocument();
  expect(screen.getByText('0 total contacts')).toBeInTheDocument();
  expect(screen.queryByText('Drop contacts here')).not.toBeInTheDocument();
  expect(screen.queryByRole('region', { name: 'Lead' })).not.toBeInTheDocument();
  expect(screen.getByRole('link', { name: 'Go to contacts' })).toHaveAttribute('href', '/contacts');
  expect(screen.getByRole('link', { name: 'Import contacts' })).toHaveAttribute('href', '/import');
});

it("keeps the columns when only the owner filter leaves them empty (the pipeline has contacts, not this member's)", async () => {
  api();
  renderPipeline('/pipeline?owner=u7');
  expect(await screen.findByText('0 total contacts')).toBeInTheDocument();
  expect(within(screen.getByRole('region', { name: 'Lead' })).getByText('Drop contacts here')).toBeInTheDocument();
  expect(screen.queryByText('No contacts in this pipeline yet')).not.toBeInTheDocument();
});
