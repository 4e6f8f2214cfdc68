/**
 * The home banner from the SLIDE_SHOW plugin: up to 3 images, 1090×400 on wide screens and the
 * 1000×300 crop on phones (spec §9); the first image loads eagerly, the others lazily. Each image's
 * alternative text is the slide's own words, else "offers banner, image n of m" in the page's language
 * (src/lib/bannerSlide.ts; the pre-render renders this same component), never its file name.
 */
import { Skeleton } from 'antd';
import { preload } from 'react-dom';
import { useIntl } from 'react-intl';
import { usePluginQuery } from '@/api/services/site';
import { isRefusal, LoadError } from '@/components/LoadError';
import { responsiveImage } from '@/api/urls';
import { BANNER_PHONE_MEDIA, BANNER_WIDE_MEDIA, IMAGE_KINDS } from '@/lib/responsiveImage';
import { BANNER_SLIDE_MESSAGE, bannerSlideAlt, IMAGES_PER_BANNER } from '@/lib/bannerSlide';
import { isFaLocale } from '@/lib/locale';
import { Carousel } from './Carousel';

export function Slideshow() {
  const intl = useIntl();
  const { data, isLoading, isError, error, isFetching, refetch } = usePluginQuery('SLIDE_SHOW');
  // an unpublished banner is simply absent; a banner that failed to load says so
  if (isError && !data && !isRefusal(error)) {
    return <LoadError compact error={error} what={intl.formatMessage({ id: 'loadError.what.slideshow' })} onRetry={() => void refetch()} retrying={isFetching} />;
  }
  if (isLoading) return <Skeleton.Node active className="home-banner__skeleton" />;
  const files = (data?.files ?? []).slice(0, IMAGES_PER_BANNER);
  if (!files.length) return null;
  // the first slide is the page's largest image: its phone crop and its wide image, each for its screens,
  // are asked for from the page's head (React writes these into a pre-rendered page; a <picture> gets none by itself)
  const first = { phone: responsiveImage(files[0].id, 'bannerPhone'), wide: responsiveImage(files[0].id, 'bannerWide') };
  if (first.phone) preload(first.phone.src, { as: 'image', imageSrcSet: first.phone.srcSet, imageSizes: first.phone.sizes, media: BANNER_PHONE_MEDIA, fetchPriority: 'high' });
  if (first.wide) preload(first.wide.src, { as: 'image', imageSrcSet: first.wide.srcSet, imageSizes: first.wide.sizes, media: BANNER_WIDE_MEDIA, fetchPriority: 'high' });
  return (
    <Carousel label={intl.formatMessage({ id: 'shop.home.banner' })} single>
      {files.map((file, i) => {
        const wide = responsiveImage(file.id, 'bannerWide');
        const phone = responsiveImage(file.id, 'bannerPhone');
        return (
          <picture key={file.id}>
            <source media={BANNER_PHONE_MEDIA} srcSet={phone?.srcSet} sizes={phone?.sizes} width={IMAGE_KINDS.bannerPhone.width} height={IMAGE_KINDS.bannerPhone.height} />
            <img
              className="shop-img home-banner__img"
              src={wide?.src}
              srcSet={wide?.srcSet}
              sizes={wide?.sizes}
              alt={bannerSlideAlt(file, i, files.length, isFaLocale(intl.locale), (values) => intl.formatMessage({ id: BANNER_SLIDE_MESSAGE }, { ...values }))}
              width={IMAGE_KINDS.bannerWide.width}
              height={IMAGE_KINDS.bannerWide.height}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </picture>
        );
      })}
    </Carousel>
  );
}
