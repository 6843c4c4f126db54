import { type RefObject, useLayoutEffect } from 'react';
import { create } from 'zustand';

/**
 * Where toasts may not go: a bar at the bottom of a page that is worked with while a toast shows
 * (the grid's footer with its undo button, right after the edit the toast reports). The bar marks
 * itself with useToastFloor; the toasts then stand above its top edge instead of covering it.
 */
type Floors = { floors: ReadonlyMap<number, number> };

export const useToastFloors = create<Floors>(() => ({ floors: new Map() }));

let nextId = 1;

function setFloor(id: number, lift: number | null): void {
  useToastFloors.setState((s) => {
    if (s.floors.get(id) === (lift ?? undefined)) return s;
    const floors = new Map(s.floors);
    if (lift === null) floors.delete(id);
    else floors.set(id, lift);
    return { floors };
  });
}

/** The highest floor: how far above the window's bottom edge the toasts must start (0: none). */
export function toastLift(floors: ReadonlyMap<number, number>): number {
  let lift = 0;
  for (const v of floors.values()) if (v > lift) lift = v;
  return lift;
}

/** Keeps toasts above this element while it is on screen. */
export function useToastFloor(ref: RefObject<HTMLElement | null>): void {
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const id = nextId++;
    const measure = () => {
      const r = el.getBoundingClientRect();
      setFloor(id, r.height > 0 ? Math.max(0, Math.ceil(window.innerHeight - r.top)) : null);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      setFloor(id, null);
    };
  }, [ref]);
}
