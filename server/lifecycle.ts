/**
 * A host's way out (issue 34): once asked to stop, it says so on /api/health (503 "draining") so
 * that the load balancer sends it nothing new, keeps answering what still arrives for DRAIN_SECONDS
 * (the balancer's checks need that long to notice), then closes (server/index.ts).
 */
let draining = false

export function startDraining(): void {
  draining = true
}

export function isDraining(): boolean {
  return draining
}
