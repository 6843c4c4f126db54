/**
 * The one path by which data of the previous connection profile is forgotten: every store that
 * holds a profile's data registers its reset here, and the shell calls profileSwitched() when
 * another profile (or none) becomes active.
 */
const resets = new Set<() => void>();

/** Registers a reset to run on every profile switch; answers the unregister. */
export function onProfileSwitch(reset: () => void): () => void {
  resets.add(reset);
  return () => {
    resets.delete(reset);
  };
}

export function profileSwitched(): void {
  for (const reset of resets) reset();
}
