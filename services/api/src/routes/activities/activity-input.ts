// An activity's POST and PUT bodies → the columns written, after the checks the schema cannot make
// (docs/ARCHITECTURE.md §5 "Activities"): a subject not blank, a due date that parses, a type that
// exists, an assignee who is a member, links to live records the caller sees. A deal link is the
// contact's pipeline entry and links the contact too; a contact without a company sent links the
// contact's company (when the caller sees it). remind_at follows due_at, all_day and the assignee.
import type { FastifyRequest } from 'fastify';
import { dayInZone, reminderAt, type Activity, type ActivityChange, type ActivityCreate } from '@meridian/contract';
import { badRequest } from '../../errors';
import type { ActivityValues, ActivityWithFacts } from '../../repositories/activities';
import { activityLinks } from '../../repositories/activity-links';
import { storedDue } from './due';

const blank = (field: string) => badRequest('validation_failed', { field, params: { field }, message: `${field} must not be blank` });
const linkNotFound = (field: string) => badRequest('link_not_found', { field });

function subjectOf(subject: string): string {
  const trimmed = subject.trim();
  if (!trimmed) throw blank('subject');
  return trimmed;
}

/** The note as kept: null for nothing. */
const noteOf = (note: string | null | undefined) => (note === undefined ? undefined : note === null || note.trim() === '' ? null : note);

interface Links {
  contact_id: string | null;
  company_id: string | null;
  deal_entry_id: string | null;
}

/**
 * The links as sent, checked; `current` the activity's links (a change leaves out what it keeps).
 * A contact sent without a company (create only) brings the contact's company along.
 */
async function linksOf(
  request: FastifyRequest,
  sent: { contact_id?: string | null; company_id?: string | null; deal_contact_id?: string | null },
  current: Links,
  onCreate: boolean,
): Promise<Links> {
  const links = activityLinks(request.scope);
  // The schema's type coercion hands a null link over as '': both mean no link.
  const none = (v: string | null | undefined) => (v === '' ? null : v);
  sent = { contact_id: none(sent.contact_id), company_id: none(sent.company_id), deal_contact_id: none(sent.deal_contact_id) };
  const out = { ...current };
  if (sent.deal_contact_id !== undefined) {
    if (sent.deal_contact_id === null) out.deal_entry_id = null;
    else {
      const entry = await links.dealEntry(sent.deal_contact_id);
      if (!entry || (sent.contact_id != null && sent.contact_id !== sent.deal_contact_id)) throw linkNotFound('deal_contact_id');
      out.deal_entry_id = entry;
      if (sent.contact_id === undefined) sent = { ...sent, contact_id: sent.deal_contact_id };
    }
  }
  let contactCompany: string | null = null;
  if (sent.contact_id !== undefined) {
    if (sent.contact_id === null) out.contact_id = null;
    else {
      const contact = await links.contact(sent.contact_id);
      if (!contact) throw linkNotFound('contact_id');
      out.contact_id = contact.id;
      contactCompany = contact.company_id;
    }
    // Another contact (or none): a deal of the one before no longer applies.
    if (sent.deal_contact_id === undefined && out.deal_entry_id !== null && out.contact_id !== current.contact_id) out.deal_entry_id = null;
  }
  if (out.contact_id === null && out.deal_entry_id !== null) throw linkNotFound('deal_contact_id');
  if (sent.company_id !== undefined) {
    if (sent.company_id !== null && !(await links.company(sent.company_id))) throw linkNotFound('company_id');
    out.company_id = sent.company_id;
  } else if (onCreate && contactCompany !== null && (await links.company(contactCompany))) {
    out.company_id = contactCompany;
  }
  return out;
}

async function checkType(request: FastifyRequest, type: string): Promise<void> {
  if (!(await activityLinks(request.scope).typeExists(type))) throw badRequest('activity_type_not_found', { field: 'type' });
}

async function checkAssignee(request: FastifyRequest, assigneeId: string): Promise<void> {
  if (!(await activityLinks(request.scope).isAssignable(assigneeId))) throw badRequest('assignee_invalid', { field: 'assignee_id' });
}

function dueOf(value: string, allDay: boolean): string {
  const due = storedDue(value, allDay);
  if (!due) throw badRequest('due_invalid', { field: 'due_at' });
  return due;
}

/**
 * When its reminder is due, and whether it is still to come: a reminder due already (an activity
 * made or moved into the past) is not sent, it counts as reminded at `now`.
 */
async function reminderOf(
  request: FastifyRequest,
  due: { due_at: string; all_day: boolean },
  assigneeId: string,
  alreadyReminded: string | null,
): Promise<{ remind_at: string; reminded_at: string | null }> {
  const at = reminderAt(due, await activityLinks(request.scope).timeZoneOf(assigneeId));
  const now = new Date();
  return { remind_at: at.toISOString(), reminded_at: at > now ? null : (alreadyReminded ?? now.toISOString()) };
}

export async function newActivityValues(request: FastifyRequest, body: ActivityCreate): Promise<ActivityValues> {
  const subject = subjectOf(body.subject);
  const all_day = body.all_day ?? false;
  const due_at = dueOf(body.due_at, all_day);
  await checkType(request, body.type);
  const assignee_id = body.assignee_id ?? request.user.id;
  await checkAssignee(request, assignee_id);
  const links = await linksOf(request, body, { contact_id: null, company_id: null, deal_entry_id: null }, true);
  return {
    type: body.type,
    subject,
    due_at,
    all_day,
    duration_minutes: body.duration_minutes ?? null,
    note: noteOf(body.note) ?? null,
    assignee_id,
    ...links,
    ...(await reminderOf(request, { due_at, all_day }, assignee_id, null)),
  };
}

/**
 * The columns a change writes. Turning a timed activity into an all-day one without a new due_at
 * keeps its day (in the assignee's zone); the other way keeps the instant (00:00 UTC of the day).
 */
export async function changedActivityValues(request: FastifyRequest, body: ActivityChange, current: ActivityWithFacts): Promise<Partial<ActivityValues>> {
  const a: Activity = current.activity;
  const out: Partial<ActivityValues> = {};
  if (body.subject !== undefined) out.subject = subjectOf(body.subject);
  if (body.type !== undefined) {
    await checkType(request, body.type);
    out.type = body.type;
  }
  if (body.duration_minutes !== undefined) out.duration_minutes = body.duration_minutes;
  if (body.note !== undefined) out.note = noteOf(body.note);
  if (body.assignee_id !== undefined && body.assignee_id !== a.assignee_id) {
    await checkAssignee(request, body.assignee_id);
    out.assignee_id = body.assignee_id;
  }
  const all_day = body.all_day ?? a.all_day;
  if (body.due_at !== undefined) out.due_at = dueOf(body.due_at, all_day);
  else if (all_day && !a.all_day)
    out.due_at = `${dayInZone(new Date(a.due_at), (await activityLinks(request.scope).timeZoneOf(a.assignee_id)) ?? 'UTC')}T00:00:00.000Z`;
  if (body.all_day !== undefined) out.all_day = body.all_day;
  if (body.contact_id !== undefined || body.company_id !== undefined || body.deal_contact_id !== undefined) {
    const links = await linksOf(
      request,
      body,
      { contact_id: a.contact_id, company_id: a.company_id, deal_entry_id: a.deal_contact_id === null ? null : current.deal_entry_id },
      false,
    );
    Object.assign(out, links);
  }
  const due_at = out.due_at ?? a.due_at;
  const assignee = out.assignee_id ?? a.assignee_id;
  if (due_at !== a.due_at || all_day !== a.all_day || assignee !== a.assignee_id) {
    const reminder = await reminderOf(request, { due_at, all_day }, assignee, current.reminded_at);
    if (reminder.remind_at !== current.remind_at || reminder.reminded_at !== current.reminded_at) Object.assign(out, reminder);
  }
  return out;
}

/** The reminded_at an activity reopened gets: none yet when its reminder is still to come. */
export function reopenedReminder(current: ActivityWithFacts): { reminded_at: string | null } {
  return { reminded_at: Date.parse(current.remind_at) > Date.now() ? null : current.reminded_at };
}
