import type { Metadata } from 'next';

export const metadata: Metadata = { title: 'Not found', robots: { index: false, follow: false } };

/** Paths no edition owns (spec §2.1: the first segment names the edition). Links to the global edition. */
export default function GlobalNotFound() {
  return (
    <html lang="en">
      <body
        style={{
          fontFamily: 'system-ui, sans-serif',
          maxWidth: '40rem',
          margin: '4rem auto',
          padding: '0 1rem',
        }}
      >
        <h1>Page not found</h1>
        <p>Sorry, the page you were looking for was not found.</p>
        <p>
          <a href="/">Home page</a>
        </p>
      </body>
    </html>
  );
}
