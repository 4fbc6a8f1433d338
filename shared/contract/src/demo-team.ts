// The demo organisation's people, under fixed ids: the sign-in service seeds them as accounts and
// the API's demo seed as the members who own the demo contacts and deals, so the demo user's
// "My deals" holds their own deals from the first sign-in. Demo data only; real users' ids are the
// sign-in service's own.
export const DEMO_TEAM = {
  dana: { id: '0193a0d0-0000-7000-8000-00000000da7a', name: 'Dana Demo', email: 'demo@meridian.test' },
  sam: { id: '0193a0d0-0000-7000-8000-000000005a77', name: 'Sam Seller', email: 'sam@meridian.test' },
  robin: { id: '0193a0d0-0000-7000-8000-0000000040b1', name: 'Robin Reader', email: 'reader@meridian.test' },
} as const;

/** Each demo person's role in the demo organisation: every role can be tried at once. */
export const DEMO_ROLES = { dana: 'owner', sam: 'member', robin: 'readonly' } as const;
