// A bare Next.js page built with the same Next version: the floor of first-load JS.
export default function RootLayout({ children }) {
  return (
    <html lang="en">
      <body>{children}</body>
    </html>
  );
}
