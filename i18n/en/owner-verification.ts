/** An owner's verification of one listing (English); see i18n/es-CO/owner-verification.ts. */
export const ownerVerification = {
  link: 'Verify ownership',
  title: 'Show that you are the owner',
  lead: 'Upload the certificate of title (certificado de tradición y libertad) of this home. The Wi Inmuebles team will check that your name and the address match; your listing will show "Verified owner".',
  listing: 'Listing {code}: {title}',
  state: {
    none: 'You have not asked to verify this listing yet.',
    pending: 'We received your certificate on {date}. We are reviewing it.',
    approved: 'Verified owner since {date}.',
    rejected: 'We could not verify your certificate. Reason: "{reason}". You may send it again.',
  },
  file: 'Certificate of title (tradición y libertad)',
  file_hint: 'PDF or photo (JPG, PNG or WebP), issued less than 30 days ago.',
  submit: 'Send for verification',
  submitted: 'We received your certificate. We will tell you by e-mail once we have reviewed it.',
  privacy:
    'Only the Wi Inmuebles team sees this paper, uses it only to check that the home is yours and deletes it 90 days after deciding.',
  back: 'Back to my listings',
}
