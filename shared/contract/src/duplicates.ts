// The duplicate finder and merge, for contacts and companies (docs/PRODUCT.md §7 "Duplicates").
// Candidates come from the keys of record-keys.ts, stored beside each record: contacts by email,
// phone digits, or name at the same company; companies by name or website domain.
import { Type, type Static } from '@sinclair/typebox';
import { DateTime, NullableString, PageNumber, PageSize, StringEnum, Text } from './common';
import { Company } from './companies';
import { Contact } from './contacts';
import {
  COMPANY_DUPLICATE_REASONS,
  COMPANY_MERGE_FIELDS,
  CONTACT_DUPLICATE_REASONS,
  CONTACT_MERGE_FIELDS,
  DUPLICATE_GROUP_SHOWN,
  MERGE_MAX,
} from './merge-rules';

export const DuplicateListQuery = Type.Object({
  page: PageNumber,
  limit: PageSize(50, 20),
});
export type DuplicateListQuery = Static<typeof DuplicateListQuery>;

const Pagination = Type.Object({
  totalCount: Type.Integer({ description: 'Groups in all' }),
  page: Type.Integer(),
  limit: Type.Integer(),
  pages: Type.Integer(),
});

const groupFields = {
  key: Type.String({ description: 'What the records share, as stored for comparison (the email key, the digits, the name @ company, the domain)' }),
  size: Type.Integer({ minimum: 2, description: 'Records sharing the key that the caller can see' }),
};

/**
 * One set of contacts that look like one person. Groups come ordered by reason (email, phone,
 * name), then key; two contacts may meet in more than one group (same email and same phone).
 */
export const ContactDuplicateGroup = Type.Object({
  reason: StringEnum(CONTACT_DUPLICATE_REASONS),
  ...groupFields,
  contacts: Type.Array(Contact, { description: `Oldest first, at most ${DUPLICATE_GROUP_SHOWN}` }),
});
export type ContactDuplicateGroup = Static<typeof ContactDuplicateGroup>;

export const ContactDuplicatesAnswer = Type.Object({ groups: Type.Array(ContactDuplicateGroup), pagination: Pagination });
export type ContactDuplicatesAnswer = Static<typeof ContactDuplicatesAnswer>;

export const CompanyDuplicateGroup = Type.Object({
  reason: StringEnum(COMPANY_DUPLICATE_REASONS),
  ...groupFields,
  companies: Type.Array(Company, { description: `Oldest first, at most ${DUPLICATE_GROUP_SHOWN}` }),
});
export type CompanyDuplicateGroup = Static<typeof CompanyDuplicateGroup>;

export const CompanyDuplicatesAnswer = Type.Object({ groups: Type.Array(CompanyDuplicateGroup), pagination: Pagination });
export type CompanyDuplicatesAnswer = Static<typeof CompanyDuplicatesAnswer>;

/** GET /duplicates/counts: groups the caller can see, for the sidebar. */
export const DuplicateCounts = Type.Object({
  contacts: Type.Integer({ minimum: 0 }),
  companies: Type.Integer({ minimum: 0 }),
});
export type DuplicateCounts = Static<typeof DuplicateCounts>;

const Id = Text(100);
const mergeBody = <F extends readonly string[]>(fields: F, what: string) =>
  Type.Object(
    {
      primary_id: Type.String({ maxLength: 100, description: `The ${what} that stays` }),
      ids: Type.Array(Id, { minItems: 1, maxItems: MERGE_MAX - 1, uniqueItems: true, description: `The other ${what}s, merged into the primary and deleted` }),
      values: Type.Optional(
        Type.Partial(Type.Object(Object.fromEntries(fields.map((field) => [field, Id])) as Record<F[number], typeof Id>), {
          additionalProperties: false,
          description:
            "Per field, the id of the record whose value wins (the primary or one of ids). A field left out keeps the primary's value, or where that is empty the first non-empty value of ids in their order",
        }),
      ),
    },
    { additionalProperties: false },
  );

export const ContactMergeBody = mergeBody(CONTACT_MERGE_FIELDS, 'contact');
export type ContactMergeBody = Static<typeof ContactMergeBody>;
export const CompanyMergeBody = mergeBody(COMPANY_MERGE_FIELDS, 'company');
export type CompanyMergeBody = Static<typeof CompanyMergeBody>;

const mergeAnswer = {
  merged: Type.Integer({ minimum: 1, description: 'Records merged into the primary and deleted' }),
  batch_id: Type.String({ description: 'Pass to POST /{contacts|companies}/merge/{batchId}/undo' }),
  undo_until: DateTime('The undo is refused after this time'),
};
export const ContactMergeAnswer = Type.Object({ contact: Contact, ...mergeAnswer });
export type ContactMergeAnswer = Static<typeof ContactMergeAnswer>;
export const CompanyMergeAnswer = Type.Object({ company: Company, ...mergeAnswer });
export type CompanyMergeAnswer = Static<typeof CompanyMergeAnswer>;

export const MergeParams = Type.Object({ batchId: Text(100, 'batch_id of a merge') });

/** The undo of a merge: the others are back, the primary has its values, everything moved is back where it was. */
export const MergeUndoAnswer = Type.Object({
  restored: Type.Integer({ minimum: 0, description: 'Records brought back' }),
  primary_id: NullableString(),
});
export type MergeUndoAnswer = Static<typeof MergeUndoAnswer>;
