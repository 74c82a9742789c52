'use client';
import { useRouter } from 'next/navigation';
import { SubmitButton } from '@/components/forms/submit-button';
import { textLength } from '@/lib/format/text-length';
import { useEffect, useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import type { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '@/lib/accounts/constants';
import { REDIRECT_DELAY_MS, SIMULATED_SUBMIT_MS } from '@/lib/join/constants';
import { afterJoinPath, contestIdOf, parseJoinQuery } from '@/lib/join/query';
import { isEntryOpen } from '@/lib/contests/entry';
import { realClock } from '@/lib/time/clock';
import type { InterestEvent } from '@/lib/schemas/interest-event';
import type { RegistrationSchema } from '@/lib/schemas/account';
import { registrationResolver } from '@/lib/forms/resolvers';
import { useSportCatalog } from '@/lib/sports/catalog-store';
import { pickerChoices, readableSlug, type SportChoice } from '@/lib/sports/catalog';
import { Field, TextField, fieldAria, inputClass } from '@/components/forms/field';
import { AthleteNameFields, BioField, HandleFields, SportField, type AthleteKey } from '@/components/forms/athlete-fields';
import { FormAlert } from '@/components/forms/form-alert';
import { useNow } from '@/components/ui/use-now';
import { useUrlState } from '@/components/ui/use-url-state';
import { useJoinContest } from './use-join-contest';
import { JoinContestPanel } from './join-contest-panel';
import { UploadField, type PickedFile } from './upload-field';
import type { JoinWelcome as JoinWelcomeType, Welcome } from './join-welcome';

type Status = 'idle' | 'submitting' | 'success' | 'error';

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Open the mail client without leaving the page (an anchor click, like the user pressing a mailto link). */
function openMailto(href: string) {
  const a = document.createElement('a');
  a.href = href;
  a.rel = 'noopener';
  a.click();
}

/**
 * The free athlete registration form: idle, submitting, then success or an error banner; on success it
 * opens a mailto: summarising the registration and registers locally. A link may name
 * a contest (`?contest=<id>`: shown above the form, its sport chosen, and after registering the
 * athlete goes on to its entry payment), a sport (`?sport=<slug>`) or an interest event (`?event=<id>`).
 * The page carries the featured sports; any other comes from the full list of sports (/sports.json),
 * fetched when the sport picker is used or a link names such a sport. It carries no contests: the one
 * a link names is read from the file the build publishes for it (use-join-contest).
 */
export function JoinForm({
  featuredSports,
  leagueEmail,
  interestEvents,
}: {
  featuredSports: SportChoice[];
  leagueEmail: string;
  interestEvents: InterestEvent[];
}) {
  const router = useRouter();
  const catalog = useSportCatalog((s) => s.sports);
  // What the link that led here names: /join/?contest=<id>, ?sport=<slug>, ?event=<id>.
  const [search] = useUrlState('search');
  const { lookup, retry } = useJoinContest(contestIdOf(search));
  // The sports this page can name without the full list: the featured ones and the named contest's.
  const lookedUp = lookup !== 'loading' && lookup.kind === 'found' ? lookup.record : null;
  const pageSports = useMemo(
    () => pickerChoices(featuredSports, lookedUp?.sport ? [{ slug: lookedUp.sport, name: lookedUp.sportName }] : []),
    [featuredSports, lookedUp],
  );
  const knownSports = useMemo(() => pickerChoices(pageSports, catalog), [pageSports, catalog]);
  const resolver = useMemo(() => {
    // Checked against what is known when the form is sent (the full list, once it arrived).
    const isSport = (slug: string) => pageSports.some((s) => s.slug === slug) || (useSportCatalog.getState().sports?.some((s) => s.slug === slug) ?? false);
    return registrationResolver(
      isSport,
      interestEvents.map((e) => e.id),
    );
  }, [pageSports, interestEvents]);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = useForm<z.input<RegistrationSchema>, unknown, z.output<RegistrationSchema>>({
    resolver,
    defaultValues: { firstName: '', lastName: '', email: '', password: '', selectedSport: '', selectedEvent: '', instagram: '', twitter: '', bio: '' },
  });
  const [files, setFiles] = useState<PickedFile[]>([]);
  const [status, setStatus] = useState<Status>('idle');
  const [message, setMessage] = useState('');
  const [welcome, setWelcome] = useState<{ view: typeof JoinWelcomeType; welcome: Welcome } | null>(null);

  const query = useMemo(
    () => parseJoinQuery(search, { contest: lookup, sportSlugs: knownSports.map((s) => s.slug), interestEventIds: interestEvents.map((e) => e.id) }),
    [search, lookup, knownSports, interestEvents],
  );
  // A link naming a sport the page does not carry: look it up in the full list (then query.sport is set).
  useEffect(() => {
    if (query.pendingSport && !catalog) void useSportCatalog.getState().load();
  }, [query.pendingSport, catalog]);
  const contest = query.contest.kind === 'found' ? query.contest.contest : null;
  const now = useNow();
  const contestOpen = contest !== null && isEntryOpen(contest, now);
  useEffect(() => {
    if (query.sport) setValue('selectedSport', query.sport);
    if (query.event !== null) setValue('selectedEvent', String(query.event));
  }, [query.sport, query.event, setValue]);

  // Success: the welcome panel shows, then after 2 s the contest's entry payment or the dashboard opens.
  useEffect(() => {
    if (status !== 'success' || !welcome) return;
    const timer = setTimeout(() => router.push(welcome.welcome.next), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [status, welcome, router]);

  const bioLength = textLength((useWatch({ control, name: 'bio' }) ?? '').trim());

  async function onSubmit(values: z.output<RegistrationSchema>) {
    setStatus('submitting');
    setMessage('');
    await wait(SIMULATED_SUBMIT_MS);
    let accounts: typeof import('@/lib/accounts') | null = null;
    try {
      // The account code (password hashing, the accounts store), the mail summary and the welcome load
      // when the form is sent, not with the page.
      const [loaded, { registrationMailto }, { JoinWelcome }] = await Promise.all([
        import('@/lib/accounts'),
        import('@/lib/join/mailto'),
        import('./join-welcome'),
      ]);
      accounts = loaded;
      const user = await accounts.register({ ...values, uploads: files.map(({ name, type, size }) => ({ name, type, size })) });
      const mailto = registrationMailto(
        leagueEmail,
        {
          ...values,
          sportName: knownSports.find((s) => s.slug === values.selectedSport)?.name ?? readableSlug(values.selectedSport),
          eventName: interestEvents.find((e) => e.id === values.selectedEvent)?.name ?? null,
        },
        new Date(),
      );
      // Entry closes at the contest's start: checked again now, the form may have been open a while.
      const entering = contest && isEntryOpen(contest, realClock.now()) ? contest : null;
      setWelcome({ view: JoinWelcome, welcome: { name: user.firstName, mailto, next: afterJoinPath(entering?.id ?? null), contest: entering } });
      setStatus('success');
      openMailto(mailto);
    } catch (err) {
      setStatus('error');
      setMessage(
        accounts && err instanceof accounts.AccountError && (err.message === 'Email already exists' || err.message === accounts.ACCOUNT_ERRORS.webCryptoMissing)
          ? err.message
          : 'Registration failed',
      );
    }
  }

  const panel = <JoinContestPanel choice={query.contest} open={contestOpen} onRetry={retry} />;

  if (status === 'success' && welcome) {
    const { view: View } = welcome;
    return <View welcome={welcome.welcome} />;
  }

  const submitting = status === 'submitting';
  // Registered in the form's order, so a failed submit focuses the first field with an error.
  const registered = {
    firstName: register('firstName'),
    lastName: register('lastName'),
    email: register('email'),
    password: register('password'),
    // Registered here only to keep its place in the order; the sport picker (SportField) holds its value.
    selectedSport: register('selectedSport'),
    selectedEvent: register('selectedEvent'),
    instagram: register('instagram'),
    twitter: register('twitter'),
    bio: register('bio'),
  };
  const fields = { reg: (name: AthleteKey) => registered[name], errors, disabled: submitting };
  return (
    <>
      {panel}
      <form method="post" onSubmit={handleSubmit(onSubmit)} onFocus={resolver.preload} noValidate aria-labelledby="join-form-title" className="space-y-6">
        <h2 id="join-form-title" className="text-2xl font-extrabold text-ink">
          Athlete registration
        </h2>
        <p className="text-sm text-slate-700">
          Fields marked <span className="text-red-700">*</span> are required.
        </p>
        <FormAlert message={errors.root?.message ?? (status === 'error' ? message || undefined : undefined)} />
        <div className="grid gap-5 sm:grid-cols-2">
          <AthleteNameFields {...fields} />
          <TextField
            id="password"
            label="Password"
            required
            error={errors.password?.message}
            hint={`At least ${PASSWORD_MIN_LENGTH} characters. It is stored only as a secure hash in this browser.`}
            registration={registered.password}
            type="password"
            autoComplete="new-password"
            disabled={submitting}
          />
          <SportField errors={errors} disabled={submitting} control={control} label="Your sport" featured={featuredSports} known={pageSports} />
          <Field
            id="selectedEvent"
            label="Event you are interested in"
            error={errors.selectedEvent?.message}
            hint={
              query.unknownEvent !== null
                ? `The link named event "${query.unknownEvent}", which is not one of ours: choose one from the list if you like.`
                : undefined
            }
          >
            <select
              {...registered.selectedEvent}
              {...fieldAria('selectedEvent', errors.selectedEvent?.message, query.unknownEvent !== null)}
              className={inputClass}
              disabled={submitting}
            >
              <option value="">No event in mind yet</option>
              {interestEvents.map((e) => (
                <option key={e.id} value={String(e.id)}>
                  {e.name}
                </option>
              ))}
            </select>
          </Field>
          <HandleFields {...fields} placeholder="@yourname" />
          <BioField {...fields} label="Athletic background" length={bioLength} />
        </div>
        <UploadField files={files} onChange={setFiles} disabled={submitting} />
        <div className="flex flex-wrap items-center gap-4">
          <SubmitButton size="lg" disabled={submitting}>
            {submitting ? 'Creating your account…' : 'Join the League'}
          </SubmitButton>
          <p role="status" className="text-sm text-slate-700">
            {submitting ? 'Submitting your registration…' : ''}
          </p>
        </div>
        <noscript>
          <p className="rounded-xl bg-amber-100 p-4 text-amber-950">
            Registration needs JavaScript, which is turned off in this browser. You can also email us at {leagueEmail}.
          </p>
        </noscript>
      </form>
    </>
  );
}
