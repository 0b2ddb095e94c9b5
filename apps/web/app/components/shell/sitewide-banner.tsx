import type { SitewideBannerDto } from '@lottoshop/contracts/content';
import { useEffect, useState } from 'react';

/**
 * The sitewide banner (spec 2 §2): shown at the top with a Dismiss button. The dismissal is stored in
 * localStorage together with the content, so the banner returns when its content changes.
 */
export const BANNER_STORAGE_KEY = 'sitewide_banner_dismissed';

export function bannerFingerprint(banner: SitewideBannerDto): string {
  return JSON.stringify([banner.id, banner.content, banner.linkLabel, banner.linkUrl]);
}

export function SitewideBanner({ banner }: { banner: SitewideBannerDto & { contentHtml: string } }) {
  const fingerprint = bannerFingerprint(banner);
  const [dismissed, setDismissed] = useState(false);

  useEffect(() => {
    try {
      setDismissed(window.localStorage.getItem(BANNER_STORAGE_KEY) === fingerprint);
    } catch {
      setDismissed(false);
    }
  }, [fingerprint]);

  if (dismissed) return null;
  return (
    <section
      aria-label="Site announcement"
      className="bg-theme-secondary text-mono print:hidden"
      data-testid="sitewide-banner"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center gap-x-4 gap-y-2 px-4 py-2 text-sm">
        <p className="flex-1">
          {/* biome-ignore lint/security/noDangerouslySetInnerHtml: rendered from markdown and sanitised on the server */}
          <span dangerouslySetInnerHTML={{ __html: banner.contentHtml }} />
          {banner.linkUrl && banner.linkLabel ? (
            <>
              {' '}
              <a href={banner.linkUrl} className="font-semibold underline underline-offset-2">
                {banner.linkLabel}
              </a>
            </>
          ) : null}
        </p>
        <button
          type="button"
          onClick={() => {
            try {
              window.localStorage.setItem(BANNER_STORAGE_KEY, fingerprint);
            } catch {
              // Storage unavailable: the dismissal lasts for this page view only.
            }
            setDismissed(true);
          }}
          className="rounded-theme border border-mono/30 px-3 py-1 font-semibold hover:bg-black/5"
        >
          Dismiss
        </button>
      </div>
    </section>
  );
}
