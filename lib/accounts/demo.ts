/**
 * The sample athlete behind "Explore the demo athlete" on the sign-in panel. Its password is public on
 * purpose (shown on the sign-in panel); it is hashed like any other when the account is created.
 */
export const DEMO_ATHLETE = {
  email: 'demo@wal.example',
  password: 'demo-athlete',
  firstName: 'Maya',
  lastName: 'Johnson',
  selectedSport: 'flag-football',
  selectedEvent: 1,
  instagram: '@mayaj_flag',
  twitter: '@mayaj',
  bio: 'Two-time league MVP in flag football. Quarterback, speed coach and charity-run organiser from Austin, TX.',
  createdAt: '2026-01-15T15:00:00.000Z',
} as const;
