/** English texts of the content pages; see ../es-CO/pages.ts. Server-only. */
import type { pages as es } from '../es-CO/pages'
import type { ContentDoc } from '../es-CO/legal'

export const pages: Record<keyof typeof es, ContentDoc> = {
  about: {
    title: 'About us',
    lead: 'Wi Inmuebles was born in Medellín with a simple idea: finding a place to live or work should be clear, fast and trustworthy. We bring together the properties of real agencies in one portal so you can compare calmly and talk directly with whoever can show you the property.',
    sections: [
      {
        heading: 'Who we are',
        paragraphs: [
          'We are a team from Antioquia working in technology and real estate. We know first-hand what it means to look for an apartment in the Aburrá Valley: calling ten numbers, getting old photos, visiting places that were already rented. That is why we built Wi Inmuebles.',
          'Today we work with agencies in Medellín, Envigado, Sabaneta, Itagüí, Bello and La Estrella, and we are growing towards Bogotá, Cali, Cartagena and Barranquilla.',
        ],
      },
      {
        heading: 'What you find on the portal',
        items: [
          'Apartments, houses, studios, offices, shops, warehouses, lots, farms and consulting rooms, for rent and for sale.',
          'Price, building administration fee, stratum, area and map location, with no small print.',
          'Favourites, a property comparison and search alerts so you miss nothing.',
          'Direct contact with the agency by message, phone or WhatsApp.',
        ],
      },
      {
        heading: 'How we work',
        items: [
          'Only identified agencies publish, with a tax id (NIT) and advisers responsible for each property.',
          'A property that is no longer available is removed from the search; if you find one out of date, let us know.',
          'We process your personal data under Colombian Law 1581 of 2012 and share it only with the agency you write to.',
        ],
      },
      {
        heading: "Let's talk",
        paragraphs: [
          'If you run an agency and want to publish with us, visit the "Advertise" page. If you are a visitor with a question or a suggestion, write to us on WhatsApp or at hola@wi-inmuebles.com. We read every message.',
        ],
      },
    ],
  },

  rlist: {
    title: 'Restrictive lists and SAGRILAFT',
    lead: 'When you rent or buy a property, the agency may ask for your permission to check your name against restrictive lists. Here we explain, without jargon, what those lists are, why they are checked and what Wi Inmuebles does about it.',
    sections: [
      {
        heading: 'What are restrictive lists?',
        paragraphs: [
          'They are databases published by governments or official bodies listing people and companies linked to crimes such as money laundering, terrorist financing or corruption, or who are under current sanctions.',
        ],
        items: [
          'The OFAC list of the United States Treasury Department, known in Colombia as the "Clinton List".',
          'The sanctions lists of the United Nations Security Council, which are binding for Colombia.',
          'The records of the Procuraduría (Inspector General), the Contraloría (Comptroller General) and the National Police.',
          'Other international lists, such as those of the European Union or Interpol notices, depending on each company’s policy.',
        ],
      },
      {
        heading: 'What is SAGRILAFT?',
        paragraphs: [
          'SAGRILAFT is the self-control and integral risk management system against money laundering, terrorist financing and the financing of the proliferation of weapons of mass destruction. The Superintendencia de Sociedades requires it, in Chapter X of its Basic Legal Circular, from the companies it supervises once they exceed certain revenue or asset thresholds; real estate is one of the sectors it watches closely.',
          'In plain words: it is the set of rules a company follows to make sure it is not used, unknowingly, to move money of illegal origin. The financial sector has a similar system called SARLAFT.',
        ],
      },
      {
        heading: 'Why do agencies check these lists?',
        paragraphs: [
          'Property is a common way for criminals to hide money: cash purchases, rent paid far in advance or contracts in someone else’s name. That is why agencies must know their clients before signing a lease, a consignment or a sale contract.',
        ],
        items: [
          'They verify the identity of tenants, owners, buyers and guarantors.',
          'They check the restrictive lists with your permission, and repeat the check during the contract.',
          'They may ask for documents about the origin of the funds in large or unusual operations.',
          'If something does not add up, they must report it confidentially to the Financial Information and Analysis Unit (UIAF).',
        ],
      },
      {
        heading: 'What if my name appears on a list?',
        paragraphs: [
          'Appearing on the Clinton List or a UN list usually prevents an obliged company from doing business with you. If you think it is a mistake (for example, someone with the same name), ask the agency to review the case with your id number: most matches are cleared that way.',
          'Disciplinary or fiscal records do not always prevent a deal; each agency decides according to its own risk policy.',
        ],
      },
      {
        heading: 'What does Wi Inmuebles do?',
        paragraphs: [
          'Wi Inmuebles is a listings portal: it does not sign leases or sale contracts and does not receive money for the properties. That is why we do not check visitors against restrictive lists or ask you for documents to search or to contact an agency.',
          'We do take care of who publishes: before activating an agency we verify its tax id and legal representation, and we ask it to have its own anti-money-laundering policy where the law requires it. The list check is done by the agency you decide to move forward with, with your permission and under Law 1581 of 2012 on data protection.',
          'If you see a suspicious listing — unrealistic prices, requests for money before seeing the property or pressure to pay in cash — report it through our WhatsApp. Never transfer money to reserve a property you have not visited and without a contract.',
        ],
      },
    ],
  },

  advertise: {
    title: 'Advertise your properties on Wi Inmuebles',
    lead: 'Put your properties in front of the people looking for a place to live in Medellín and the main cities of the country. Publishing is simple and we are with you from day one.',
    sections: [
      {
        heading: 'What is included',
        items: [
          'Publishing your properties for rent and for sale, with up to 30 photos, map, stratum, administration fee and features.',
          'Your own microsite with your logo, banner, description, advisers and social networks, with a short address to share.',
          'Messages from interested people straight to your inbox and your panel, with their name, phone and the property they want.',
          'A back-office for your team: roles for administrators, content editors and analysts.',
          'View and contact statistics to know which properties work best.',
        ],
      },
      {
        heading: 'How to start',
        items: [
          'Leave us your details in the form on this page.',
          'An adviser calls you, verifies your agency (tax id and legal representation) and explains the plans.',
          'We create your team’s accounts and you upload your properties from the panel.',
          'Your properties appear in the searches and you start receiving contacts.',
        ],
      },
    ],
  },

  campaign: {
    title: 'A place for you',
    lead: 'Find a place for you, a place for me, a place from Wi Inmuebles. We help you find the apartment or house you are looking for, without wasting time on listings that do not fit.',
    sections: [
      {
        heading: 'How it works',
        items: [
          'Tell us what you are looking for: type of property, city or neighbourhood, budget and when you need it.',
          'We share your request with verified agencies that have similar properties.',
          'They write to you with real options and you decide which ones to visit. Free of charge for you.',
        ],
      },
    ],
  },

  campaign_find: {
    title: 'We help you find your property',
    lead: 'Been searching for weeks and nothing convinces you? Tell us what you need and let the agencies of Wi Inmuebles look for you.',
    sections: [
      {
        heading: 'Why do it here',
        items: [
          'Only identified agencies, with advisers who answer.',
          'Properties for rent and for sale in the Aburrá Valley, Bogotá, Cali, Cartagena and Barranquilla.',
          'Your data is used only for this request, according to our data processing policy.',
        ],
      },
    ],
  },
}
