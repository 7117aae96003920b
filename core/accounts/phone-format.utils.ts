/** A confirmed mobile (E.164) as a person reads it: "+57 300 123 4567" (browser-safe). */
export function readablePhone(phone: string): string {
  const m = /^\+57(\d{3})(\d{3})(\d{4})$/.exec(phone)
  return m ? `+57 ${m[1]} ${m[2]} ${m[3]}` : phone
}
