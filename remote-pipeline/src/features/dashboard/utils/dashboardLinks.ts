// Where each chart leads: the board of the chart's pipeline (with the owner filter the dashboard
// has, in the board's own ?owner= form), or the contacts list by pipeline status.

/** The board of `pipelineId`, showing `owner`'s deals ('me', a member id) when given. */
export function boardLink(pipelineId: string, owner?: string | null): string {
  const path = `/pipeline/${encodeURIComponent(pipelineId)}`;
  return owner ? `${path}?${new URLSearchParams({ owner })}` : path;
}

/** The contacts list of the contacts now in a won / lost stage. */
export function contactsByStatusLink(status: 'won' | 'lost'): string {
  return `/contacts?${new URLSearchParams({ pipeline_status: status })}`;
}
