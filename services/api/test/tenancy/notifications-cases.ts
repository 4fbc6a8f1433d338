import type { TenancyCase } from '../helpers/tenancy';

/**
 * The notification centre and the calendar feed. Organisation A holds a notification and a feed
 * of the very user id of B's caller (test/helpers/seed.ts): B's caller sees neither, marking A's
 * notification read (by id or all) changes nothing of A's, and making or turning off their own
 * feed leaves A's as it was (the snapshot proves both).
 */
export const notificationsCases: TenancyCase[] = [
  {
    route: 'GET /notifications',
    url: () => '/notifications',
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ notifications: [], unread: 0 });
    },
  },
  {
    route: 'POST /notifications/read',
    url: () => '/notifications/read',
    body: (ids) => ({ ids: [ids.notificationId] }),
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ unread: 0 });
    },
  },
  {
    route: 'POST /notifications/read',
    url: () => '/notifications/read',
    body: () => ({ all: true }),
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ unread: 0 });
    },
  },
  {
    route: 'GET /me/calendar',
    url: () => '/me/calendar',
    expect: (res) => {
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ enabled: false, created_at: null }); // not A's feed under the same user id
    },
  },
  {
    route: 'POST /me/calendar',
    url: () => '/me/calendar',
    expect: (res) => {
      expect(res.statusCode).toBe(201);
      expect(res.json()).toEqual({ enabled: true, created_at: expect.any(String), url: expect.stringMatching(/\/calendar\/[A-Za-z0-9_-]{43}\.ics$/) });
    },
  },
  {
    route: 'DELETE /me/calendar',
    url: () => '/me/calendar',
    expect: (res) => expect(res.statusCode).toBe(204),
  },
];
