import { SignedPdfButton } from './signed-pdf-button.tsx';

/** The claim's newest quote as a PDF (GET /api/external/quotes/pdf-url), for those who see what the client pays. */
export function QuotePdfButton({ quoteId }: { quoteId: string }) {
  return (
    <SignedPdfButton address={`/api/external/quotes/pdf-url?quote=${encodeURIComponent(quoteId)}`}>
      Quote (PDF)
    </SignedPdfButton>
  );
}
