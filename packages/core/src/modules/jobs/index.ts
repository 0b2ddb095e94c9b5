/**
 * The jobs module: leases that let one process at a time run a periodic job's pass (`job_leases`), so several API
 * processes can share one database without doing the same work twice at once.
 */
export {
  type ExclusiveRun,
  type LeaseOptions,
  releaseLease,
  runExclusive,
  THIS_PROCESS,
  takeLease,
} from './jobs.leases.ts';
