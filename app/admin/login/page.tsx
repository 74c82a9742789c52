import { routeMetadata } from '@/lib/content/page-routes';
import { RouteHeader } from '@/components/layout/route-header';
import { AdminLoginForm } from '@/components/admin/admin-login-form';

export const metadata = routeMetadata('/admin/login/');

export default function AdminLoginPage() {
  return (
    <>
      <RouteHeader path="/admin/login/" />
      <div className="container-page py-10">
        <AdminLoginForm />
      </div>
    </>
  );
}
