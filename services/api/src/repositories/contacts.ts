import type { Updateable } from 'kysely';
import { uuidv7 } from 'uuidv7';
import type { ContactsTable } from '../db/schema';
import { updatedDocument } from '../db/search';
import type { TenantScope } from '../db/tenant-scope';
import type { ContactBody } from '@meridian/contract';
import { membersRepository } from './members';
import { contactListRepository, contactsWithCompany, liveCompany, type Contact } from './contact-list';

export type { Contact, ContactFilter, ContactPage } from './contact-list';

const OPTIONAL = ['phone', 'company', 'company_id', 'tags', 'owner_id'] as const;

export function contactsRepository(scope: TenantScope) {
  /** Column values of an input; a company link with no company text takes the company's name. */
  function values(input: ContactBody, linkedName: string | undefined): Updateable<ContactsTable> {
    const row: Updateable<ContactsTable> = { first: input.first, last: input.last, email: input.email };
    for (const field of OPTIONAL) if (input[field] !== undefined) row[field] = input[field];
    if (input.company_id && !input.company && linkedName) row.company = linkedName;
    return row;
  }

  return {
    ...contactListRepository(scope),

    find(id: string): Promise<Contact | undefined> {
      return contactsWithCompany(scope).where('contacts.id', '=', id).executeTakeFirst();
    },

    /** Whether `id` is a member of this organisation (an owner must be one). */
    async isMember(id: string): Promise<boolean> {
      return (await membersRepository(scope).name(id)) !== undefined;
    },

    /** The name of a live company of this organisation, or undefined. */
    async companyName(id: string): Promise<string | undefined> {
      const row = await liveCompany(scope, id).select('companies.name').executeTakeFirst();
      return row?.name;
    },

    /** The owner is the input's (null: nobody), else `defaultOwner` (the caller). */
    async create(input: ContactBody, linkedName?: string, defaultOwner: string | null = null): Promise<string> {
      const now = new Date().toISOString();
      const id = uuidv7();
      const row = { phone: null, company: null, company_id: null, tags: null, owner_id: defaultOwner, ...values(input, linkedName) };
      await scope.insertInto('contacts', { ...row, first: input.first, last: input.last, id, created_at: now, updated_at: now }).execute();
      return id;
    },

    /** Fields absent from the input keep their value. False when there is no such live contact. */
    async update(id: string, input: ContactBody, linkedName?: string): Promise<boolean> {
      return scope.transaction(async (tx) => {
        // The search document covers fields the input may leave out: made from the row as it will be.
        const current = await tx
          .selectFrom('contacts')
          .select(['first', 'last', 'email', 'phone', 'company'])
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        if (!current) return false;
        const row = values(input, linkedName);
        const search_doc = updatedDocument('contacts', scope.orgSlug, current, row);
        const result = await tx
          .updateTable('contacts')
          .set({ ...row, search_doc, updated_at: new Date().toISOString() })
          .where('id', '=', id)
          .where('deleted_at', 'is', null)
          .executeTakeFirst();
        return result.numUpdatedRows > 0n;
      });
    },

    /** Hides the contact; its notes, files, tags and pipeline place stay for a restore. */
    async softDelete(id: string): Promise<boolean> {
      const result = await scope
        .updateTable('contacts')
        .set({ deleted_at: new Date().toISOString() })
        .where('id', '=', id)
        .where('deleted_at', 'is', null)
        .executeTakeFirst();
      return result.numUpdatedRows > 0n;
    },

    /** Brings back soft-deleted contacts; returns how many came back. */
    async restore(ids: readonly string[]): Promise<number> {
      if (ids.length === 0) return 0;
      const result = await scope
        .updateTable('contacts')
        .set({ deleted_at: null })
        .where('id', 'in', [...new Set(ids)])
        .where('deleted_at', 'is not', null)
        .executeTakeFirst();
      return Number(result.numUpdatedRows);
    },
  };
}
