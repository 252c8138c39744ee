'use client';

/** Last-resort failure page when the root layout itself fails; it must render its own document. */
export default function GlobalError({ reset }: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en-IN">
      <body
        style={{ margin: 0, fontFamily: 'system-ui, sans-serif', background: '#0b1020', color: '#eef1f8' }}
      >
        <main
          style={{
            minHeight: '100vh',
            display: 'grid',
            placeItems: 'center',
            textAlign: 'center',
            padding: 24,
          }}
        >
          <div>
            <h1>Unexpected Application Error!</h1>
            <p>Something went wrong on our side. Please try again in a moment.</p>
            <button
              type="button"
              onClick={reset}
              style={{
                minHeight: 48,
                padding: '0 24px',
                borderRadius: 999,
                border: 0,
                background: '#ff7a2e',
                color: '#0b1020',
                fontWeight: 700,
              }}
            >
              Try again
            </button>
          </div>
        </main>
      </body>
    </html>
  );
}
