import { RouteHeader } from '@/components/layout/route-header';
import { PageSection } from '@/components/layout/page-section';
import type { CareersContent as Careers } from '@/lib/schemas/careers';
import { EnquiryButton } from './enquiry-button';

const PERK_ICONS = [
  'M12 3l2.7 5.6 6.1.9-4.4 4.3 1 6.1L12 17l-5.4 2.9 1-6.1-4.4-4.3 6.1-.9z',
  'M4 12h16M12 4v16',
  'M12 3a9 9 0 100 18 9 9 0 000-18zM3 12h18M12 3c3 3 3 15 0 18M12 3c-3 3-3 15 0 18',
];

export function CareersContent({ careers }: { careers: Careers }) {
  return (
    <>
      <RouteHeader path="/careers/" />
      <div className="container-page flex flex-col gap-14 py-10">
        <PageSection id="why-work" title="Why work with us" headingClassName="mb-6">
          <ul className="grid gap-6 md:grid-cols-3">
            {careers.perks.map((p, i) => (
              <li key={p.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
                <svg
                  aria-hidden="true"
                  width="36"
                  height="36"
                  viewBox="0 0 24 24"
                  fill="none"
                  stroke="currentColor"
                  strokeWidth="1.8"
                  className="text-accent-700"
                >
                  <path d={PERK_ICONS[i % PERK_ICONS.length]} />
                </svg>
                <h3 className="mt-3 text-xl font-bold">{p.title}</h3>
                <p className="mt-2 text-slate-700">{p.text}</p>
              </li>
            ))}
          </ul>
        </PageSection>
        <PageSection id="open-positions" title="Open positions" headingClassName="mb-6">
          <ul className="flex flex-col gap-4">
            {careers.positions.map((job) => (
              <li
                key={job.id}
                className="flex flex-col gap-4 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-slate-200 md:flex-row md:items-center md:justify-between"
              >
                <div>
                  <h3 className="text-xl font-bold">{job.title}</h3>
                  <p className="mt-1 flex flex-wrap gap-x-4 text-sm font-medium text-slate-700">
                    <span>{job.department}</span>
                    <span>{job.location}</span>
                    <span>{job.type}</span>
                  </p>
                  <p className="mt-2 max-w-2xl text-slate-700">{job.summary}</p>
                </div>
                <div className="flex shrink-0 flex-wrap gap-2">
                  <EnquiryButton
                    dialogTitle={`Apply: ${job.title}`}
                    description={`Your application goes to ${careers.contactEmail}. Tell us why you would be great in this role.`}
                    to={careers.contactEmail}
                    subject={`Application: ${job.title} (${job.department}, ${job.location})`}
                    extraLabel="LinkedIn or portfolio link"
                    messageLabel="Why you are a great fit"
                  >
                    Apply Now<span className="sr-only">: {job.title}</span>
                  </EnquiryButton>
                  <EnquiryButton
                    variant="outline"
                    dialogTitle={`Submit your resume: ${job.title}`}
                    description={`Your message goes to ${careers.contactEmail}. Attach your resume to the email before you send it.`}
                    to={careers.contactEmail}
                    subject={`Resume: ${job.title}`}
                    extraLabel="Link to your resume"
                    messageLabel="A short introduction"
                  >
                    Submit Resume<span className="sr-only">: {job.title}</span>
                  </EnquiryButton>
                </div>
              </li>
            ))}
          </ul>
        </PageSection>
      </div>
    </>
  );
}
