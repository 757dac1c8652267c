import { useEffect, useRef, useState } from 'react';

/**
 * Spec 01 §2: the Show Me button "animates the count": it counts to the new value over `duration`
 * ms. While `animate` is false (the button is off screen) it follows the value without frames.
 */
export function useAnimatedNumber(target: number, animate: boolean, duration = 400): number {
  const [shown, setShown] = useState(target);
  const from = useRef(target);
  useEffect(() => {
    const start = from.current;
    if (start === target) return;
    if (!animate) {
      from.current = target;
      setShown(target);
      return;
    }
    const reduced = typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches;
    if (reduced) {
      from.current = target;
      setShown(target);
      return;
    }
    const began = performance.now();
    let frame = requestAnimationFrame(function step(time) {
      const progress = Math.min(1, (time - began) / duration);
      const value = Math.round(start + (target - start) * (1 - (1 - progress) ** 3));
      from.current = value;
      setShown(value);
      if (progress < 1) frame = requestAnimationFrame(step);
    });
    return () => cancelAnimationFrame(frame);
  }, [target, animate, duration]);
  return animate ? shown : target;
}
