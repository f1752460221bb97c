import { useEffect, useState } from 'react';
import { MOBILE_BREAKPOINT, RESIZE_DEBOUNCE_MS } from '../../domain/constants';

/** Whether the viewport is narrower than the mobile breakpoint, following resizes (debounced). */
export function useIsMobile(): boolean {
  const [mobile, setMobile] = useState(false);
  useEffect(() => {
    const measure = () => setMobile(window.innerWidth < MOBILE_BREAKPOINT);
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
  }, []);
  return mobile;
}
