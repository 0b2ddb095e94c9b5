// Preloaded (node --import) into a server being profiled: SIGTERM/SIGINT exit at once, so node --cpu-prof
// writes its profile (a server that only closes its listener may outlive the 5 s before SIGKILL).
for (const signal of ['SIGTERM', 'SIGINT']) process.once(signal, () => process.exit(0));
