import type { Metadata } from 'next';
import { pageMetadata } from '@/lib/site/seo';
import { PageHeader } from '@/components/ui/page-header';
import { AdminLoginForm } from '@/components/admin/admin-login-form';

export const metadata: Metadata = pageMetadata({
  title: 'Admin Sign In',
  description: "Sign in to the league's browser admin.",
  path: '/admin/login/',
  section: 'info',
  noindex: true,
});

export default function AdminLoginPage() {
  return (
    <>
      <PageHeader eyebrow="Administration" title="Admin Sign In" intro="Sign in to manage events and athletes." />
      <div className="container-page py-10">
        <AdminLoginForm />
      </div>
    </>
  );
}
