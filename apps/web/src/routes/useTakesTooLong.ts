import { useEffect, useState } from 'react';

/** Whether `waiting` has stayed true for `limitMs` without a break; false again as soon as it ends. */
export function useTakesTooLong(waiting: boolean, limitMs: number): boolean {
  const [tooLong, setTooLong] = useState(false);
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setTooLong(true), limitMs);
    return () => {
      clearTimeout(timer);
      setTooLong(false);
    };
  }, [waiting, limitMs]);
  return waiting && tooLong;
}
