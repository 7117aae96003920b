/** English legal texts; see ../es-CO/legal.ts. The Spanish version prevails. Server-only. */
import type { ContentDoc, legal as es } from '../es-CO/legal'

const CONTACT = 'datos@wi-inmuebles.com'

export const legal: Record<keyof typeof es, ContentDoc> = {
  data_policy: {
    title: 'Personal data processing policy',
    lead: 'At Wi Inmuebles we look after the personal data of visitors, registered users and agencies. This policy explains who is responsible for it, what we use it for, what rights you have and how to exercise them, under Colombian Law 1581 of 2012, Decree 1377 of 2013 (now part of Decree 1074 of 2015) and the instructions of the Superintendence of Industry and Commerce (SIC). The Spanish version of this policy prevails.',
    updated: '1 November 2026',
    sections: [
      {
        heading: '1. Data controller',
        paragraphs: [
          'Wi Inmuebles S.A.S., domiciled in Medellín, Antioquia, Colombia, is the controller of the personal data collected through the portal, its microsites, its forms and its support channels.',
          `E-mail for personal data matters: ${CONTACT}. You can also write to us on the WhatsApp number shown in the footer.`,
        ],
      },
      {
        heading: '2. Data we process',
        items: [
          'Identification and contact data: first and last name, e-mail, phone and, if you give them, id type and number, date of birth and gender.',
          'Account data: password (stored hashed, never in clear text), profile photo, favourites, comparisons and saved searches.',
          'Messages and requests you send to agencies or to Wi Inmuebles, and the property they refer to.',
          'Technical data: IP address, browser type, pages visited and the cookie identifiers described in our cookie policy.',
          'For agencies: company name, tax id (NIT), and details of their representatives and advisers.',
        ],
        after: [
          'We do not ask for sensitive data. If it were ever needed, we would tell you and answering would be optional.',
        ],
      },
      {
        heading: '3. Purposes',
        items: [
          'Creating and managing your account and letting you sign in, also with Google or Facebook if you choose to.',
          'Delivering your messages and requests to the agency you choose and letting it answer you.',
          'Serving agencies interested in advertising, presenting our services and managing the business relationship.',
          'Sending you saved-search alerts and notifications you have turned on; you can turn them off at any time.',
          'Keeping the portal secure, preventing fraud and abuse, and meeting legal obligations.',
          'Producing aggregated usage statistics to improve the service.',
        ],
      },
      {
        heading: '4. Authorisation',
        paragraphs: [
          'We process your data with your prior, express and informed authorisation, given when you register, send a form or accept this policy, except where the law does not require it (for example, public data or orders of a competent authority). We keep proof of that authorisation.',
        ],
      },
      {
        heading: '5. Your rights as data subject',
        paragraphs: ['Under article 8 of Law 1581 of 2012 you have the right to:'],
        items: [
          'Know, update and correct your personal data.',
          'Request proof of the authorisation you gave us.',
          'Be informed of how we have used your data.',
          'File complaints with the Superintendence of Industry and Commerce for breaches of the law, after completing the inquiry or claim process with us.',
          'Revoke the authorisation and request the deletion of your data when there is no legal or contractual duty to keep it.',
          'Access your personal data free of charge.',
        ],
      },
      {
        heading: '6. How to exercise your rights',
        paragraphs: [
          `Write to ${CONTACT} with your name, your id document, what you request and a way to reply to you. If you act on behalf of someone else, attach the document that proves it.`,
        ],
        items: [
          'Inquiries (knowing what data we hold and how we use it): we answer within ten (10) business days at most, extendable by five (5) more business days, telling you why.',
          'Claims (correction, update, deletion or revocation): we answer within fifteen (15) business days at most, extendable by eight (8) more business days. If the claim is incomplete, we will ask you to complete it within five (5) days; after two (2) months without an answer it is considered withdrawn.',
        ],
        after: [
          'From your account you can also update your data and delete favourites, comparisons and saved searches.',
        ],
      },
      {
        heading: '7. Who we share your data with',
        paragraphs: [
          'When you write to an agency, we give it your contact details and your message so it can answer you; from then on it is also responsible for processing them lawfully. We use hosting, e-mail and notification providers acting as processors under contracts that oblige them to protect your data; some may be outside Colombia, in countries with adequate protection or with the safeguards the law requires. We do not sell your data.',
        ],
      },
      {
        heading: '8. Security and retention',
        paragraphs: [
          'We apply reasonable technical and organisational measures: encrypted connections, passwords stored with secure key-derivation algorithms, role-based access and activity logs. We keep data while you have an account or while it is needed for the purposes above and to meet legal obligations.',
        ],
      },
      {
        heading: '9. Papers to verify publishers',
        paragraphs: [
          'If you ask for the "Verified agency" or "Verified owner" badge, we process the papers you send us: the agency\'s NIT, Chamber of Commerce certificate and RUT, or the certificate of title (certificado de tradición y libertad) of the home you list.',
        ],
        items: [
          'Purpose: to verify the identity of the publisher and that the listed home belongs to whoever says they own it, so visitors are protected from fake listings. We use them for nothing else.',
          'Who sees them: only the Wi Inmuebles team in charge of verification. They are stored apart from public photos, never shown on the portal, never shared with third parties and never appear in lists, exports or technical logs.',
          'Retention: we delete the files 90 days after approving or rejecting the request; only the decision and its date are kept.',
        ],
      },
      {
        heading: '10. Children and teenagers',
        paragraphs: ['The portal is meant for adults. We do not knowingly collect data from people under 18.'],
      },
      {
        heading: '11. Validity and changes',
        paragraphs: [
          'This policy applies from the update date shown above. If we change it substantially, we will announce it on the portal and, where applicable, ask for your authorisation again.',
        ],
      },
    ],
  },

  cookies_policy: {
    title: 'Cookie policy',
    lead: 'Cookies are small files the browser keeps to remember information between visits. Wi Inmuebles uses only its own cookies, needed for the portal to work and to remember your preferences. We do not use advertising cookies or sell browsing information.',
    updated: '1 November 2026',
    sections: [
      {
        heading: 'Cookies we use',
        items: [
          'auth: keeps you signed in securely (not readable from JavaScript). Removed when you sign out.',
          'user_agree_cookies_policies: remembers that you accepted this notice, for one year.',
          "wi_id_client: an anonymous random identifier of the browser, created the first time you open a listing and kept for two years (not readable by JavaScript). It counts each visitor once a day in the agencies' statistics and avoids duplicate messages. It holds no personal data; who viewed or contacted which listing is forgotten after two days.",
          'wi_written: after you save or send something, shows you your own change at once for a few seconds (not readable by JavaScript; only a position in the database, no personal data).',
          'contact_user_data: remembers what you typed in a contact form so we do not ask again, if you choose so.',
          'The page you were on before signing in, to take you back to it.',
          'one_signal_user_id: only if you turn on notifications, to send alerts to this device.',
        ],
      },
      {
        heading: 'How to control them',
        paragraphs: [
          'You can delete or block cookies in your browser settings (Chrome, Safari, Firefox, Edge). If you block the necessary cookies, you will not be able to sign in and the cookie notice will appear again.',
          'If you have questions about this policy, write to datos@wi-inmuebles.com. The related data is processed under our personal data processing policy.',
        ],
      },
    ],
  },

  terms: {
    title: 'Terms and conditions of use',
    lead: 'These terms govern the use of the Wi Inmuebles portal, its microsites and its services. By using the portal you accept them; if you do not agree, please do not use it. The Spanish version prevails.',
    updated: '1 November 2026',
    sections: [
      {
        heading: '1. What Wi Inmuebles is',
        paragraphs: [
          'Wi Inmuebles is a classified-ads platform for properties. Agencies publish properties and visitors search and contact them. Wi Inmuebles is not a party to any lease, brokerage or sale contract, does not own the properties listed and receives no payment for them.',
        ],
      },
      {
        heading: '2. Responsibility for listings',
        paragraphs: [
          'Each agency is responsible for the accuracy, validity and lawfulness of its listings: price, administration fee, areas, stratum, photos and availability. We verify the identity of agencies, but we cannot guarantee the condition of each property. We recommend visiting the property and checking the documents before signing or paying.',
        ],
      },
      {
        heading: '3. Your account',
        items: [
          'You must be an adult and give truthful information.',
          'You are responsible for keeping your password safe; tell us if you suspect unauthorised use.',
          'We may suspend accounts used for fraud, spam or unlawful activities.',
        ],
      },
      {
        heading: '4. Forbidden uses',
        items: [
          'Publishing false or misleading information, or properties you are not authorised to offer.',
          'Extracting data from the portal in bulk or automatically without permission.',
          'Sending unsolicited advertising or offensive content through the forms.',
          'Trying to break the security of the portal.',
        ],
      },
      {
        heading: '5. Intellectual property',
        paragraphs: [
          'The Wi Inmuebles brand, design and software belong to us. The photos and texts of listings belong to the agencies, which authorise us to show them on the portal.',
        ],
      },
      {
        heading: '6. Consumer protection',
        paragraphs: [
          'Where applicable, the consumer protection rules of Law 1480 of 2011 apply. Requests, complaints and claims about the portal are handled through the published contact channels.',
        ],
      },
      {
        heading: '7. Limitation of liability',
        paragraphs: [
          'We do our best to keep the portal available and free of errors, but there may be interruptions. Wi Inmuebles is not liable for agreements between visitors and agencies or for damages arising from information published by third parties, except where the law provides otherwise.',
        ],
      },
      {
        heading: '8. Governing law and changes',
        paragraphs: [
          'These terms are governed by the laws of the Republic of Colombia. We may update them; the version in force is always the one published on this page.',
        ],
      },
    ],
  },

  privacy: {
    title: 'Privacy policy',
    lead: 'Your privacy is part of the trust we want to earn. This summary explains in a few words what information we collect and what we do with it; the legal details are in our personal data processing policy.',
    updated: '1 November 2026',
    sections: [
      {
        heading: 'What we collect',
        items: [
          'What you give us: your name, e-mail and phone when you register or write to an agency.',
          'What you save: favourites, comparisons and searches.',
          'Technical data: IP address, browser and our own necessary cookies.',
        ],
      },
      {
        heading: 'What for',
        items: [
          'So you can use your account and contact agencies.',
          'To tell you about new properties if you ask us to.',
          'To protect the portal against fraud and abuse.',
        ],
      },
      {
        heading: 'What we do not do',
        items: [
          'We do not sell your data.',
          'We do not use third-party advertising cookies.',
          'We do not share your data with an agency you have not written to.',
        ],
      },
      {
        heading: 'Your choices',
        paragraphs: [
          'You can update or delete your information from your account, turn off notifications and ask us at datos@wi-inmuebles.com to delete your data. We answer within the time limits of Law 1581 of 2012.',
        ],
      },
    ],
  },
}
