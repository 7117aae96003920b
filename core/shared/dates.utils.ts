/** The calendar day in Colombia (America/Bogota, UTC−5 all year) as `YYYY-MM-DD`. */
export function bogotaDay(date: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Bogota' }).format(date)
}
