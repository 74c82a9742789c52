'use client';
import './globals.css';
import { ErrorMessage } from '@/components/layout/error-message';
import { BASE_PATH } from '@/lib/url/paths';

/**
 * When the root layout itself fails, Next renders this instead of it: the site's dark header bar with
 * a way home, the same message as app/error.tsx, and a plain footer line.
 */
export default function GlobalError({ error }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en">
      <head>
        <title>Something went wrong</title>
      </head>
      <body className="flex min-h-screen flex-col">
        <header className="bg-night text-white shadow-lg">
          <div className="container-page flex min-h-16 items-center">
            <a href={`${BASE_PATH}/`} className="text-lg font-extrabold">
              Women&apos;s sports, live
            </a>
          </div>
        </header>
        <main id="main" className="flex-1">
          <ErrorMessage digest={error.digest} />
        </main>
        <footer className="bg-night px-4 py-6 text-center text-sm text-white">Reload, or go home, to get back in the game.</footer>
      </body>
    </html>
  );
}
