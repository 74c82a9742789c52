import { passwordChangeSchema, profileSchema, registrationSchema, signInSchema } from '@/lib/schemas/account';

const isSport = (slug: string) => ['soccer', 'tennis'].includes(slug);
const schema = registrationSchema(isSport, [1, 2, 3, 4, 5, 6]);
const valid = {
  firstName: 'Ana',
  lastName: 'Silva',
  email: 'ana@example.com',
  password: 'longenough',
  selectedSport: 'soccer',
  selectedEvent: '',
  instagram: '',
  twitter: '',
  bio: '',
};

const messages = (r: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [i.path.join('.'), i.message]));

describe('registration schema', () => {
  it('accepts a complete registration and turns the event id into a number or null', () => {
    expect(schema.parse(valid).selectedEvent).toBeNull();
    expect(schema.parse({ ...valid, selectedEvent: '4', instagram: '@ana.silva_9', twitter: 'ana' }).selectedEvent).toBe(4);
  });

  it('names every missing required field', () => {
    const r = schema.safeParse({ ...valid, firstName: ' ', lastName: '', email: '', password: '', selectedSport: '' });
    expect(messages(r)).toEqual({
      firstName: 'Enter your first name',
      lastName: 'Enter your last name',
      email: 'Enter your email address',
      password: 'Use at least 8 characters',
      selectedSport: 'Choose your sport',
    });
  });

  it('rejects a bad email, a short password, an unknown sport or event, odd handles and a long bio', () => {
    const r = schema.safeParse({
      ...valid,
      email: 'ana@',
      password: '1234567',
      selectedSport: 'webcam',
      selectedEvent: '7',
      instagram: 'ana silva',
      twitter: '@@x',
      bio: 'x'.repeat(501),
    });
    expect(Object.keys(messages(r)).sort()).toEqual(['bio', 'email', 'instagram', 'password', 'selectedEvent', 'selectedSport', 'twitter']);
    expect(schema.safeParse({ ...valid, bio: 'x'.repeat(500) }).success).toBe(true);
    // Counted as its counter counts: an emoji is one character.
    expect(schema.safeParse({ ...valid, bio: '😀'.repeat(500) }).success).toBe(true);
    expect(schema.safeParse({ ...valid, bio: '😀'.repeat(501) }).success).toBe(false);
  });

  it('refuses a password of spaces only, with one message; spaces inside a password are fine', () => {
    expect(messages(schema.safeParse({ ...valid, password: ' '.repeat(8) }))).toEqual({ password: 'Use letters, digits or symbols, not only spaces' });
    expect(messages(schema.safeParse({ ...valid, password: '   ' }))).toEqual({ password: 'Use at least 8 characters' });
    expect(schema.safeParse({ ...valid, password: 'long pass phrase' }).success).toBe(true);
  });
});

describe('the sport check', () => {
  it('asks which sports are known when the form is checked, so a sport from the list fetched later counts', () => {
    const known = new Set(['soccer']);
    const later = registrationSchema((slug) => known.has(slug), []);
    expect(later.safeParse({ ...valid, selectedSport: 'golf' }).success).toBe(false);
    known.add('golf');
    expect(later.safeParse({ ...valid, selectedSport: 'golf' }).success).toBe(true);
    expect(messages(later.safeParse({ ...valid, selectedSport: '' }))).toEqual({ selectedSport: 'Choose your sport' });
  });
});

describe('profile, password and sign-in schemas', () => {
  it('profile keeps the email format and 500-character bio rules', () => {
    const p = profileSchema((slug) => slug === 'soccer');
    const base = { firstName: 'A', lastName: 'B', email: 'a@b.co', selectedSport: 'soccer', instagram: '', twitter: '', bio: '' };
    expect(p.safeParse(base).success).toBe(true);
    expect(messages(p.safeParse({ ...base, email: 'nope', bio: 'y'.repeat(501) }))).toMatchObject({
      email: expect.any(String),
      bio: expect.stringContaining('500'),
    });
  });

  it('password change needs the current one, 8+ characters and a matching confirmation', () => {
    expect(passwordChangeSchema.safeParse({ currentPassword: 'old', newPassword: 'newpassword', confirmPassword: 'newpassword' }).success).toBe(true);
    expect(messages(passwordChangeSchema.safeParse({ currentPassword: '', newPassword: 'short', confirmPassword: 'other' }))).toEqual({
      currentPassword: 'Enter your current password',
      newPassword: 'Use at least 8 characters',
      confirmPassword: 'The passwords do not match',
    });
  });

  it('sign-in needs both fields', () => {
    expect(Object.keys(messages(signInSchema.safeParse({ email: '', password: '' })))).toEqual(['email', 'password']);
  });
});
