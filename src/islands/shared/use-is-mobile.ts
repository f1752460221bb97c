import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT, RESIZE_DEBOUNCE_MS } from '../../domain/constants';

/**
 * Whether the viewport is narrower than a breakpoint (the mobile one unless told), following
 * resizes (debounced).
 */
export function useIsMobile(breakpoint: number = MOBILE_BREAKPOINT): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const measure = () => setMobile(window.innerWidth < breakpoint);
    measure();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const onResize = () => {
      clearTimeout(timer);
      timer = setTimeout(measure, RESIZE_DEBOUNCE_MS);
    };
    window.addEventListener('resize', onResize);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('resize', onResize);
    };
  }, [breakpoint]);
  return mobile;
}
