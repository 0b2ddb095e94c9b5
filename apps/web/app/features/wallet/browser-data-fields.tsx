import { snapColourDepth } from '@lottoshop/contracts/funds';
import { useEffect, useRef } from 'react';

/** The challenge window that fits the screen (3-D Secure sizes: 250×400 … 600×400, or the whole screen). */
function windowSize(width: number): string {
  if (width < 400) return 'FullScreen';
  if (width < 600) return 'Medium';
  return 'Large';
}

/**
 * Hidden fields carrying the browser's 3-D Secure data (spec 2 §3) with a card deposit: filled from the browser
 * once the page runs; without JavaScript the defaults go (and browserJavascriptEnabled says false).
 */
export function BrowserDataFields() {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const set = (name: string, value: string | number) => {
      const input = ref.current?.querySelector<HTMLInputElement>(`input[name="${name}"]`);
      if (input) input.value = String(value);
    };
    set('browserJavascriptEnabled', 'true');
    set('browserLanguage', navigator.language || 'en-AU');
    set('browserColorDepth', snapColourDepth(window.screen.colorDepth));
    set('browserScreenHeight', window.screen.height);
    set('browserScreenWidth', window.screen.width);
    set('browserTz', new Date().getTimezoneOffset());
    set('challengeWindowSize', windowSize(window.innerWidth));
  }, []);
  return (
    <div ref={ref} hidden>
      <input type="hidden" name="browserJavascriptEnabled" defaultValue="false" />
      <input type="hidden" name="browserLanguage" defaultValue="en-AU" />
      <input type="hidden" name="browserColorDepth" defaultValue="24" />
      <input type="hidden" name="browserScreenHeight" defaultValue="1080" />
      <input type="hidden" name="browserScreenWidth" defaultValue="1920" />
      <input type="hidden" name="browserTz" defaultValue="0" />
      <input type="hidden" name="challengeWindowSize" defaultValue="FullScreen" />
    </div>
  );
}
