// Deleting every contact that matches the contact list's filters, and undoing that delete.
import { contactListQuery } from './contacts';

/** Ids the user unticked can be left out; more than a loaded list ever holds is refused. */
export const MAX_EXCEPT_IDS = 10_000;

export const bulkDeleteBody = {
  type: 'object',
  properties: {
    search: contactListQuery.properties.search,
    company_id: contactListQuery.properties.company_id,
    except_ids: {
      type: 'array',
      items: { type: 'string', maxLength: 100 },
      maxItems: MAX_EXCEPT_IDS,
      description: 'Matching contacts to keep (unticked by the user)',
    },
  },
  additionalProperties: false,
} as const;

export interface BulkDeleteBody {
  search?: string;
  company_id?: string;
  except_ids?: string[];
}

export const bulkDeleteResponse = {
  type: 'object',
  properties: {
    deleted: { type: 'integer', minimum: 0 },
    batch_id: { type: ['string', 'null'], description: 'Pass to POST /contacts/bulk-delete/{batch_id}/undo; null when nothing matched' },
    undo_until: { type: ['string', 'null'], format: 'date-time', description: 'The undo is refused after this time' },
  },
  required: ['deleted', 'batch_id', 'undo_until'],
} as const;

export const batchIdParams = {
  type: 'object',
  properties: { batchId: { type: 'string', maxLength: 100, description: 'batch_id of a bulk delete' } },
  required: ['batchId'],
} as const;

export const undoResponse = {
  type: 'object',
  properties: { restored: { type: 'integer', minimum: 0 } },
  required: ['restored'],
} as const;
