// Which customer company a partner administrator is acting inside, for the banner. Kept in this tab's
// sessionStorage so a reload keeps the banner; it counts only while the session still names that company.
import { useSyncExternalStore } from 'react';

export type ActingInside = { companyId: number; companyName: string; ownCompanyId: number | null };

const key = 'partner_acting_inside';
const listeners = new Set<() => void>();
let cached: { text: string | null; value: ActingInside | null } = { text: null, value: null };

function read(): ActingInside | null {
  const text = window.sessionStorage.getItem(key);
  if (text !== cached.text) {
    let value: ActingInside | null;
    try {
      value = text ? (JSON.parse(text) as ActingInside) : null;
    } catch {
      value = null;
    }
    cached = { text, value };
  }
  return cached.value;
}

export function setActingInside(value: ActingInside | null) {
  if (value) window.sessionStorage.setItem(key, JSON.stringify(value));
  else window.sessionStorage.removeItem(key);
  listeners.forEach((listener) => listener());
}

export function useActingInside() {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    read,
    () => null,
  );
}
