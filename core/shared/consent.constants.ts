/** The law a visitor accepts when a form takes their data, stored beside the consent; browser-safe. */
export const CONSENT_POLICY = 'Ley 1581 de 2012'
